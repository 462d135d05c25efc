// Texts of the staff sign-in that guards the admin tools (European Portuguese).
import type { AdminAuthCopy } from './copy.en';

const adminAuthCopy: AdminAuthCopy = {
  checking: 'A verificar o seu acesso…',
  signInTitle: 'Acesso da equipa',
  signInIntro:
    'Esta ferramenta destina-se à equipa da Lusa Property. Inicie sessão com a sua conta da equipa para a utilizar.',
  emailLabel: 'E-mail',
  passwordLabel: 'Palavra-passe',
  submit: 'Iniciar sessão',
  submitting: 'A iniciar sessão...',
  missingFields: 'Indique o seu e-mail e a palavra-passe.',
  wrongCredentials: 'E-mail ou palavra-passe incorretos. Verifique-os e tente novamente.',
  signInFailed: 'Não foi possível iniciar sessão: {message}',
  notAdminTitle: 'Sem acesso a esta ferramenta',
  notAdminText:
    'Tem sessão iniciada como {email}, mas esta conta não tem a função de administrador. Termine a sessão e entre com uma conta de administrador da equipa.',
  signedInAs: 'Sessão iniciada como {email}',
  signOut: 'Terminar sessão',
  signOutFailed: 'Não foi possível terminar a sessão: {message}',
  staffNav: {
    label: 'Ferramentas da equipa',
    adminLeads: 'Caixa de contactos',
    adminOwners: 'Proprietários',
    adminDemand: 'Procura',
    adminFbListings: 'Gestão de anúncios',
    adminNewsletter: 'Newsletter',
    adminLogoGenerator: 'Gerador de logótipos',
  },
};

export default adminAuthCopy;
