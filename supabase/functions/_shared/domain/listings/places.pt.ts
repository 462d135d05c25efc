// The places the ads use, with their Portuguese names: the listings' locations are written in
// English ("Lisbon", "Lisbon, Arroios", as the groups post them), and a Portuguese reader both
// types and reads the place as Portugal writes it ("Lisboa", "Setúbal", "Açores"). The twin of
// places.he.ts, in the same shape, shared with the edge functions: the Portuguese ads page, the
// Portuguese alert e-mails and alert pages show places by it (place-name.ts), and the ads search
// can take a place typed in Portuguese. The database's private.ad_place_term holds the same
// spellings (tests/db/ad-alerts.test.ts). docs/listing-places.md.

/**
 * Each place by the English name the listings write, with its Portuguese name first, then other
 * spellings a reader types (without accents, a short form). Every place is listed, also one whose
 * name is the same in both languages, so that "Lisbon, Arroios" reads "Lisboa, Arroios": a place
 * is shown in Portuguese only when every part of it has a name here.
 */
const PLACES: Readonly<Record<string, readonly [string, ...string[]]>> = {
  Lisbon: ['Lisboa'],
  Porto: ['Porto'],
  Cascais: ['Cascais'],
  Estoril: ['Estoril'],
  Sintra: ['Sintra'],
  Ericeira: ['Ericeira'],
  Algarve: ['Algarve'],
  Lagos: ['Lagos'],
  Faro: ['Faro'],
  Albufeira: ['Albufeira'],
  Tavira: ['Tavira'],
  Coimbra: ['Coimbra'],
  Braga: ['Braga'],
  Setúbal: ['Setúbal', 'Setubal'],
  Madeira: ['Madeira'],
  Funchal: ['Funchal'],
  Azores: ['Açores', 'Acores'],
  Oeiras: ['Oeiras'],
  Carcavelos: ['Carcavelos'],
  Almada: ['Almada'],
  Amadora: ['Amadora'],
  Loures: ['Loures'],
  Odivelas: ['Odivelas'],
  'Vila Nova de Gaia': ['Vila Nova de Gaia', 'Gaia'],
  Matosinhos: ['Matosinhos'],
  Aveiro: ['Aveiro'],
  Évora: ['Évora', 'Evora'],
  Portimão: ['Portimão', 'Portimao'],
  Loulé: ['Loulé', 'Loule'],
  Vilamoura: ['Vilamoura'],
  Comporta: ['Comporta'],
  'Caldas da Rainha': ['Caldas da Rainha'],
  // Neighbourhoods of Lisbon
  Alfama: ['Alfama'],
  'Príncipe Real': ['Príncipe Real', 'Principe Real'],
  'Campo de Ourique': ['Campo de Ourique'],
  Saldanha: ['Saldanha'],
  Chiado: ['Chiado'],
  'Bairro Alto': ['Bairro Alto'],
  'Avenidas Novas': ['Avenidas Novas'],
  'Parque das Nações': ['Parque das Nações', 'Parque das Nacoes'],
  Belém: ['Belém', 'Belem'],
  Estrela: ['Estrela'],
  Graça: ['Graça', 'Graca'],
  Arroios: ['Arroios'],
  Alvalade: ['Alvalade'],
  Alcântara: ['Alcântara', 'Alcantara'],
  Marvila: ['Marvila'],
  Lapa: ['Lapa'],
  Intendente: ['Intendente'],
  // Neighbourhoods of Porto
  Baixa: ['Baixa'],
  Ribeira: ['Ribeira'],
  Boavista: ['Boavista'],
  Cedofeita: ['Cedofeita'],
  Bonfim: ['Bonfim'],
  'Foz do Douro': ['Foz do Douro'],
};

/** The Portuguese name of each place, by the English name the listings write ("Lisbon" → "Lisboa"). */
export const PORTUGUESE_PLACE_NAMES: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(PLACES).map(([name, [portuguese]]) => [name, portuguese]),
);

/**
 * Every Portuguese spelling a reader may type that differs from the English name, as written and in
 * lower case ("Lisboa" and "lisboa", "Setubal" and "setubal"), to the English name the listings write.
 */
export const LOCATION_ALIASES: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(PLACES).flatMap(([name, spellings]) =>
    [...new Set(spellings.flatMap((spelling) => [spelling, spelling.toLowerCase()]))]
      .filter((spelling) => spelling !== name && spelling !== name.toLowerCase())
      .map((spelling) => [spelling, name]),
  ),
);
