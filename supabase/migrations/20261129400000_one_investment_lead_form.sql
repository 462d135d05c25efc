-- The investment page has one lead form (docs/leads.md, "The investment lead"): the visitor's
-- contact details, and the calculator's estimate when they used the calculator. A lead without an
-- estimate has none of its columns; a lead with one has its inputs and figures (cash at purchase
-- apart: leads from before the residence question have figures without it). The phone follows the
-- form's and the function's one rule: required, at most 30 characters, at least 6 digits. The
-- figures stay within the ranges the calculator can produce (INVESTMENT_FIGURE_BOUNDS in
-- investment-lead.ts; the schema-constraint and db tests hold the two together). Rows stored
-- before keep what they hold: the new checks are `not valid`, so they apply to new and changed rows
-- only.
alter table public.investment_leads
  alter column equity drop not null,
  alter column leverage drop not null,
  alter column mortgage_years drop not null,
  alter column property_type drop not null,
  alter column total_asset_value drop not null,
  alter column expected_annual_return drop not null,
  alter column loan_amount drop not null,
  alter column monthly_mortgage_payment drop not null,
  alter column gross_monthly_rent drop not null,
  alter column estimated_expenses drop not null,
  alter column expected_monthly_income drop not null,
  -- Its default stays for a row with an estimate that leaves it out (the calculator did not always
  -- ask); a row without an estimate names it null.
  alter column buyer_residence drop not null;

alter table public.investment_leads
  add constraint investment_leads_estimate_whole check (
    num_nulls(equity, leverage, mortgage_years, property_type, total_asset_value, expected_annual_return,
              loan_amount, monthly_mortgage_payment, gross_monthly_rent, estimated_expenses,
              expected_monthly_income) in (0, 11)
    and (buyer_residence is null or equity is not null)
    and (cash_at_purchase is null or equity is not null)
  ),
  drop constraint investment_leads_phone_check,
  add constraint investment_leads_phone_check check (
    char_length(phone) between 6 and 30
    and char_length(regexp_replace(phone, '[^0-9]', '', 'g')) >= 6
  ) not valid,
  drop constraint investment_leads_total_asset_value_check,
  add constraint investment_leads_total_asset_value_check
    check (total_asset_value between 50000 and 6666667) not valid,
  drop constraint investment_leads_loan_amount_check,
  add constraint investment_leads_loan_amount_check check (loan_amount between 0 and 4666667) not valid,
  drop constraint investment_leads_monthly_mortgage_payment_check,
  add constraint investment_leads_monthly_mortgage_payment_check
    check (monthly_mortgage_payment between 0 and 85000) not valid,
  drop constraint investment_leads_gross_monthly_rent_check,
  add constraint investment_leads_gross_monthly_rent_check check (gross_monthly_rent between 0 and 37000) not valid,
  drop constraint investment_leads_estimated_expenses_check,
  add constraint investment_leads_estimated_expenses_check
    check (estimated_expenses between 0 and 100000) not valid,
  add constraint investment_leads_expected_monthly_income_check
    check (expected_monthly_income between -185000 and 37000) not valid,
  add constraint investment_leads_expected_annual_return_check
    check (expected_annual_return between 0 and 100) not valid;
