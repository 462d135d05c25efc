-- The investment calculator asks "Will you live in Portugal?" (docs/calculators.md): a buyer who is
-- not tax resident pays the housing package's single IMT rate at the deed, which changes the
-- one-time costs and the cash needed at purchase. The lead stores the answer and the cash at
-- purchase that investment-submit recomputes with it. Rows from before keep the resident's answer
-- (the calculator did not ask) and no cash figure.
alter table public.investment_leads
  add column buyer_residence text not null default 'resident'
    check (buyer_residence in ('resident', 'becoming_resident', 'non_resident')),
  add column cash_at_purchase numeric check (cash_at_purchase >= 0);
