//! The optional facts that decide what the law allows in a document (issue 10: 'Details that make your document
//! stronger'). The form asks only for those the chosen type needs; every one may be left empty, and then the engine
//! takes the safe course and says what to check in the review notes.
//!
//! `DocumentDetailsData` is the wire shape (strings and labels, kept as the browser sent them, like the rest of the
//! order); `Details` is the parsed form the engine trusts, built once by `DocumentDetailsData::parse`.

use super::credits::Cents;
use super::options::BusinessType;
use super::state::UsState;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::fmt;

pub const MAX_DETAIL_TEXT_CHARS: usize = 300;
pub const MAX_DETAIL_NAME_CHARS: usize = 200;
/// A billion dollars: above it an amount is a typo, not a salary or a contract value.
const MAX_AMOUNT_CENTS: i64 = 100_000_000_000;

/// The details exactly as the browser sends and stores them (camelCase, option labels as values, "" for unanswered).
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", default)]
pub struct DocumentDetailsData {
    // Employment Agreement
    /// Annual pay in US dollars: "85000", "$85,000" or "85,000.00".
    pub annual_pay: String,
    /// 'Exempt' or 'Non-exempt' (overtime status under the FLSA and state law).
    pub exempt_status: String,
    /// The state where the employee will mainly work, if not the business's state.
    pub work_state: String,
    /// A `Profession` label.
    pub profession: String,
    // Freelance Agreement
    /// The contract's total value in US dollars.
    pub contract_value: String,
    /// When payment is due, in the customer's words ("on the 1st and 15th", "within 30 days of each invoice").
    pub payment_dates: String,
    // Privacy Policy
    /// 'Yes' or 'No': personal data is sold or shared with third parties.
    pub sells_or_shares_data: String,
    /// 'Yes' or 'No': the business uses targeted (cross-context behavioural) advertising.
    pub targeted_advertising: String,
    /// `SensitiveData` labels; `["None of these"]` is an answer, `[]` is no answer.
    pub sensitive_data: Vec<String>,
    // Non-Disclosure Agreement, and 'Other (Beta)' kinds with two sides
    /// 'Mutual' or 'One-way'.
    pub mutuality: String,
    /// Why the parties share information or make the agreement ("evaluating a possible partnership").
    pub purpose: String,
    // 'Other (Beta)'
    /// The side the business is on, in the kind's own words ("Landlord", "Tenant", "Seller"); matched to the kind's
    /// roles by the engine.
    pub business_role: String,
    // Parties block (every type with a counterparty)
    /// A sole proprietor's own name: a sole proprietor contracts personally, doing business as the trade name.
    pub owner_name: String,
    pub counterparty_name: String,
    /// A `BusinessType` label or 'Individual'.
    pub counterparty_entity_type: String,
    pub counterparty_state: String,
    // Revisions (issue 11): lengths the buyer asked for, in whole years ("3"); blank keeps the engine's own.
    /// How long the agreement covers what it covers (a Non-Disclosure Agreement's Disclosure Period).
    pub term_years: String,
    /// How long confidentiality lasts after that (a Non-Disclosure Agreement's Period of Confidentiality).
    pub confidentiality_years: String,
}

labelled_enum!(
    /// Overtime status.
    ExemptStatus {
        Exempt => "Exempt",
        NonExempt => "Non-exempt",
    }
);

labelled_enum!(
    /// Professions for which states restrict non-competes or other covenants.
    Profession {
        NotListed => "None of these",
        Physician => "Physician",
        Nurse => "Nurse or advanced practice nurse",
        OtherHealthCare => "Other licensed health-care professional",
        MentalHealth => "Psychologist, counselor or social worker",
        Lawyer => "Lawyer",
        Broadcaster => "Broadcast or media worker",
    }
);

labelled_enum!(
    /// Kinds of sensitive personal data a privacy policy must treat specially.
    SensitiveData {
        NoneOfThese => "None of these",
        Health => "Health or medical",
        Children => "Children's data (under 13)",
        Teens => "Teens' data (13 to 17)",
        Financial => "Financial account",
        Biometric => "Biometric",
        PreciseLocation => "Precise location",
        Other => "Other sensitive data (race, religion, sexual orientation, immigration status)",
    }
);

labelled_enum!(
    Mutuality {
        Mutual => "Mutual",
        OneWay => "One-way",
    }
);

labelled_enum!(
    YesNo {
        Yes => "Yes",
        No => "No",
    }
);

/// What kind of party the counterparty is; stored by its label.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CounterpartyEntity {
    Individual,
    Business(BusinessType),
}

impl CounterpartyEntity {
    pub const INDIVIDUAL: &'static str = "Individual";

    pub fn parse(input: &str) -> Option<CounterpartyEntity> {
        if input.trim().eq_ignore_ascii_case(Self::INDIVIDUAL) {
            return Some(CounterpartyEntity::Individual);
        }
        BusinessType::parse(input).map(CounterpartyEntity::Business)
    }

    pub fn label(self) -> &'static str {
        match self {
            CounterpartyEntity::Individual => Self::INDIVIDUAL,
            CounterpartyEntity::Business(kind) => kind.label(),
        }
    }
}

impl Serialize for CounterpartyEntity {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.label())
    }
}

impl<'de> Deserialize<'de> for CounterpartyEntity {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let raw = String::deserialize(d)?;
        CounterpartyEntity::parse(&raw).ok_or_else(|| serde::de::Error::custom(format!("unknown party kind: {raw}")))
    }
}

/// The other side, as far as the customer told us.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Counterparty {
    pub name: Option<String>,
    pub entity: Option<CounterpartyEntity>,
    pub state: Option<UsState>,
}

/// The parsed details: `None` (or an empty list) means the customer did not say.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Details {
    pub annual_pay: Option<Cents>,
    pub exempt_status: Option<ExemptStatus>,
    pub work_state: Option<UsState>,
    pub profession: Option<Profession>,
    pub contract_value: Option<Cents>,
    pub payment_dates: Option<String>,
    pub sells_or_shares_data: Option<bool>,
    pub targeted_advertising: Option<bool>,
    /// `None`: not answered; `Some(empty)`: 'None of these'.
    pub sensitive_data: Option<Vec<SensitiveData>>,
    pub mutuality: Option<Mutuality>,
    pub purpose: Option<String>,
    pub business_role: Option<String>,
    pub owner_name: Option<String>,
    pub counterparty: Counterparty,
    /// The agreement's term in years, when the buyer set one (else the engine's default for the kind).
    pub term_years: Option<Years>,
    /// How long confidentiality lasts after the term, in years, when the buyer set it.
    pub confidentiality_years: Option<Years>,
}

/// A length in whole years, from 1 to [`Years::MAX`]: what a revision may set a term or a confidentiality period to.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize)]
pub struct Years(u8);

impl<'de> Deserialize<'de> for Years {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let years = u8::deserialize(d)?;
        Years::new(years).ok_or_else(|| serde::de::Error::custom(format!("years out of range: {years}")))
    }
}

impl Years {
    pub const MAX: u8 = 10;
    /// A Non-Disclosure Agreement's Disclosure Period when the buyer did not set one.
    pub const DEFAULT_TERM: Years = Years(2);
    /// How long confidentiality lasts after the term when the buyer did not set it.
    pub const DEFAULT_CONFIDENTIALITY: Years = Years(5);

    pub fn new(years: u8) -> Option<Years> {
        (1..=Self::MAX).contains(&years).then_some(Years(years))
    }

    /// "3" or " 3 " → three years; anything else (words, fractions, 0, over the maximum) is no length.
    pub fn parse(raw: &str) -> Option<Years> {
        let text = raw.trim();
        if text.is_empty() || text.len() > 2 || !text.chars().all(|c| c.is_ascii_digit()) {
            return None;
        }
        text.parse().ok().and_then(Years::new)
    }

    pub fn get(self) -> u8 {
        self.0
    }

    /// As a contract writes it: "three (3) years", "one (1) year".
    pub fn contract_words(self) -> String {
        const WORDS: [&str; 11] =
            ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"];
        let unit = if self.0 == 1 { "year" } else { "years" };
        format!("{} ({}) {unit}", WORDS[usize::from(self.0)], self.0)
    }
}

impl Details {
    /// The customer said the data includes this kind.
    pub fn handles(&self, kind: SensitiveData) -> bool {
        self.sensitive_data.as_ref().is_some_and(|kinds| kinds.contains(&kind))
    }

    /// Where the employee works: the work state when given, else the business's state.
    pub fn work_state_or(&self, business_state: UsState) -> UsState {
        self.work_state.unwrap_or(business_state)
    }
}

/// Field problems keyed by the wire field name inside `details`.
pub type DetailErrors = BTreeMap<&'static str, String>;

impl DocumentDetailsData {
    /// Parses every answered detail; unanswered ones stay `None`. Says what is wrong with each bad one.
    pub fn parse(&self) -> Result<Details, DetailErrors> {
        let mut errors = DetailErrors::new();
        let mut fail = |field: &'static str, message: String| {
            errors.entry(field).or_insert(message);
        };
        let mut option = |field: &'static str, label: &str, raw: &str, known: bool| {
            if !raw.trim().is_empty() && !known {
                fail(field, format!("{label} is not one of the offered options"));
            }
        };
        let exempt_status = ExemptStatus::parse(&self.exempt_status);
        option("exemptStatus", "Exempt status", &self.exempt_status, exempt_status.is_some());
        let work_state = UsState::parse(&self.work_state);
        option("workState", "Work state", &self.work_state, work_state.is_some());
        let profession = Profession::parse(&self.profession);
        option("profession", "Profession", &self.profession, profession.is_some());
        let sells = YesNo::parse(&self.sells_or_shares_data);
        option("sellsOrSharesData", "Sells or shares data", &self.sells_or_shares_data, sells.is_some());
        let targeted = YesNo::parse(&self.targeted_advertising);
        option("targetedAdvertising", "Targeted advertising", &self.targeted_advertising, targeted.is_some());
        let mutuality = Mutuality::parse(&self.mutuality);
        option("mutuality", "Mutual or one-way", &self.mutuality, mutuality.is_some());
        let counterparty_entity = CounterpartyEntity::parse(&self.counterparty_entity_type);
        let raw_entity = &self.counterparty_entity_type;
        option("counterpartyEntityType", "Other party's entity type", raw_entity, counterparty_entity.is_some());
        let counterparty_state = UsState::parse(&self.counterparty_state);
        option("counterpartyState", "Other party's state", &self.counterparty_state, counterparty_state.is_some());

        let mut sensitive = Vec::new();
        for raw in &self.sensitive_data {
            match SensitiveData::parse(raw) {
                Some(SensitiveData::NoneOfThese) => {}
                Some(kind) if !sensitive.contains(&kind) => sensitive.push(kind),
                Some(_) => {}
                None => fail("sensitiveData", "Sensitive data is not one of the offered options".to_string()),
            }
        }
        let sensitive_data = (!self.sensitive_data.is_empty()).then_some(sensitive);

        let mut amount = |field: &'static str, label: &str, raw: &str| -> Option<Cents> {
            if raw.trim().is_empty() {
                return None;
            }
            let parsed = parse_usd(raw);
            if parsed.is_none() {
                fail(field, format!("{label} must be an amount in US dollars, like 85,000"));
            }
            parsed
        };
        let annual_pay = amount("annualPay", "Annual pay", &self.annual_pay);
        let contract_value = amount("contractValue", "Contract value", &self.contract_value);

        let mut text = |field: &'static str, label: &str, raw: &str, max: usize| -> Option<String> {
            if raw.chars().count() > max {
                fail(field, format!("{label} must be at most {max} characters"));
            }
            let trimmed = raw.trim();
            (!trimmed.is_empty()).then(|| trimmed.to_string())
        };
        let payment_dates = text("paymentDates", "Payment dates", &self.payment_dates, MAX_DETAIL_TEXT_CHARS);
        let purpose = text("purpose", "Purpose", &self.purpose, MAX_DETAIL_TEXT_CHARS);
        let business_role = text("businessRole", "Your side", &self.business_role, MAX_DETAIL_NAME_CHARS);
        let owner_name = text("ownerName", "Owner's name", &self.owner_name, MAX_DETAIL_NAME_CHARS);
        let counterparty_name =
            text("counterpartyName", "Other party's name", &self.counterparty_name, MAX_DETAIL_NAME_CHARS);
        let mut years = |field: &'static str, label: &str, raw: &str| -> Option<Years> {
            if raw.trim().is_empty() {
                return None;
            }
            let parsed = Years::parse(raw);
            if parsed.is_none() {
                fail(field, format!("{label} must be a whole number of years from 1 to {}", Years::MAX));
            }
            parsed
        };
        let term_years = years("termYears", "The term", &self.term_years);
        let confidentiality_years =
            years("confidentialityYears", "The confidentiality period", &self.confidentiality_years);

        if !errors.is_empty() {
            return Err(errors);
        }
        Ok(Details {
            annual_pay,
            exempt_status,
            work_state,
            profession,
            contract_value,
            payment_dates,
            sells_or_shares_data: sells.map(|answer| answer == YesNo::Yes),
            targeted_advertising: targeted.map(|answer| answer == YesNo::Yes),
            sensitive_data,
            mutuality,
            purpose,
            business_role,
            owner_name,
            counterparty: Counterparty {
                name: counterparty_name,
                entity: counterparty_entity,
                state: counterparty_state,
            },
            term_years,
            confidentiality_years,
        })
    }
}

/// "85000", "$85,000", "85,000.5", "$ 85,000.00" → cents. Commas must group thousands; at most two decimals.
pub fn parse_usd(raw: &str) -> Option<Cents> {
    let text = raw.trim();
    let text = text.strip_prefix('$').unwrap_or(text).trim_start();
    let (whole, fraction) = match text.split_once('.') {
        Some((whole, fraction)) => (whole, fraction),
        None => (text, ""),
    };
    if whole.is_empty() || fraction.len() > 2 || !fraction.chars().all(|c| c.is_ascii_digit()) {
        return None;
    }
    let groups: Vec<&str> = whole.split(',').collect();
    let grouped_right = groups.len() == 1
        || (!groups[0].is_empty() && groups[0].len() <= 3 && groups[1..].iter().all(|group| group.len() == 3));
    if !grouped_right || !groups.iter().all(|group| group.chars().all(|c| c.is_ascii_digit())) {
        return None;
    }
    let dollars: i64 = groups.concat().parse().ok()?;
    let cents: i64 = if fraction.is_empty() { 0 } else { format!("{fraction:0<2}").parse().ok()? };
    let total = dollars.checked_mul(100)?.checked_add(cents)?;
    (total <= MAX_AMOUNT_CENTS).then_some(Cents(total))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dollar_amounts_parse_in_the_ways_people_write_them() {
        assert_eq!(parse_usd("85000"), Some(Cents(8_500_000)));
        assert_eq!(parse_usd("$85,000"), Some(Cents(8_500_000)));
        assert_eq!(parse_usd(" $ 1,234,567.5 "), Some(Cents(123_456_750)));
        assert_eq!(parse_usd("0.99"), Some(Cents(99)));
        for bad in ["", "$", "85k", "8,50,000", "1.234", "-5", "12,34", ",000", "1000000000.01", "1e5"] {
            assert_eq!(parse_usd(bad), None, "{bad}");
        }
    }

    #[test]
    fn unanswered_details_stay_unknown_and_answers_are_typed() {
        assert_eq!(DocumentDetailsData::default().parse(), Ok(Details::default()));
        let data = DocumentDetailsData {
            annual_pay: "$120,000".into(),
            exempt_status: "non-exempt".into(),
            work_state: "Colorado".into(),
            profession: "Physician".into(),
            sells_or_shares_data: "No".into(),
            sensitive_data: vec!["None of these".into()],
            mutuality: "Mutual".into(),
            counterparty_entity_type: "Individual".into(),
            ..DocumentDetailsData::default()
        };
        let details = data.parse().expect("valid details");
        assert_eq!(details.annual_pay, Some(Cents(12_000_000)));
        assert_eq!(details.exempt_status, Some(ExemptStatus::NonExempt));
        assert_eq!(details.work_state_or(UsState::Texas), UsState::Colorado);
        assert_eq!(details.sells_or_shares_data, Some(false));
        assert_eq!(details.targeted_advertising, None);
        assert_eq!(details.sensitive_data, Some(vec![]));
        assert!(!details.handles(SensitiveData::Health));
        assert_eq!(details.counterparty.entity, Some(CounterpartyEntity::Individual));
    }

    #[test]
    fn bad_answers_name_their_field() {
        let data = DocumentDetailsData {
            annual_pay: "lots".into(),
            work_state: "Ontario".into(),
            sensitive_data: vec!["Health or medical".into(), "Gossip".into()],
            purpose: "p".repeat(MAX_DETAIL_TEXT_CHARS + 1),
            ..DocumentDetailsData::default()
        };
        let errors = data.parse().expect_err("bad details");
        assert_eq!(errors["annualPay"], "Annual pay must be an amount in US dollars, like 85,000");
        assert_eq!(errors["workState"], "Work state is not one of the offered options");
        assert!(errors.contains_key("sensitiveData"));
        assert!(errors.contains_key("purpose"));
    }

    #[test]
    fn lengths_in_years_are_whole_years_from_one_to_ten() {
        let data =
            DocumentDetailsData { term_years: "3".into(), confidentiality_years: " 1 ".into(), ..Default::default() };
        let details = data.parse().expect("valid lengths");
        assert_eq!(details.term_years.map(Years::contract_words).as_deref(), Some("three (3) years"));
        assert_eq!(details.confidentiality_years.map(Years::contract_words).as_deref(), Some("one (1) year"));
        for bad in ["0", "11", "three", "2.5", "-1", "100"] {
            let data = DocumentDetailsData { term_years: bad.into(), ..Default::default() };
            let errors = data.parse().expect_err(bad);
            assert_eq!(errors["termYears"], "The term must be a whole number of years from 1 to 10", "{bad}");
        }
    }
}
