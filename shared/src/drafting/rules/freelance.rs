//! Freelance-protection laws that require a written contract with set contents. Some are city ordinances; each
//! row belongs to the state the city is in.

use super::Law;
use crate::domain::UsState;

pub const LAST_CHECKED: &str = "2026-11-01";

/// The contents these laws require; the freelance agreement always carries all of them.
pub const REQUIRED_ELEMENTS: [&str; 7] = [
    "names and mailing addresses of the hiring party and the freelancer",
    "an itemized list of the services to be performed",
    "the value of the services",
    "the rate and method of compensation",
    "the date payment is due, or how it is set (by default no later than 30 days after completion)",
    "the date by which the freelancer must submit the list of completed services for payment",
    "retention of the contract by the hiring party",
];

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FreelanceLaw {
    pub state: UsState,
    /// Where it applies ("New York City", "the State of Illinois").
    pub area: &'static str,
    pub law: Law,
    /// When a written contract is required.
    pub threshold: &'static str,
}

const fn row(
    state: UsState,
    area: &'static str,
    name: &'static str,
    citation: &'static str,
    threshold: &'static str,
) -> FreelanceLaw {
    FreelanceLaw { state, area, law: Law { name, citation }, threshold }
}

pub static FREELANCE_LAWS: &[FreelanceLaw] = &[
    row(
        UsState::NewYork,
        "the State of New York",
        "New York State Freelance Isn't Free Act",
        "N.Y. Gen. Bus. Law art. 44-A, §§ 1410 to 1415",
        "work worth $800 or more, alone or with other work for the same client in the previous 120 days",
    ),
    row(
        UsState::NewYork,
        "New York City",
        "New York City Freelance Isn't Free Act",
        "N.Y.C. Admin. Code §§ 20-927 to 20-936",
        "work worth $800 or more, alone or with other work for the same client in the previous 120 days",
    ),
    row(
        UsState::Illinois,
        "the State of Illinois",
        "Illinois Freelance Worker Protection Act",
        "820 ILCS 193",
        "work worth $500 or more, alone or with other work for the same client in the previous 120 days",
    ),
    row(
        UsState::California,
        "the State of California",
        "California Freelance Worker Protection Act",
        "Cal. Bus. & Prof. Code §§ 18100 to 18108",
        "work worth $250 or more, alone or with other work for the same client in the previous 120 days",
    ),
    row(
        UsState::California,
        "the City of Los Angeles",
        "Los Angeles Freelance Worker Protections Ordinance",
        "Los Angeles Municipal Code, Freelance Worker Protections Ordinance (2025)",
        "work worth $250 or more for a hiring party in the city (confirm the current threshold and effective date)",
    ),
    row(
        UsState::Washington,
        "the City of Seattle",
        "Seattle Independent Contractor Protections Ordinance",
        "Seattle Mun. Code ch. 14.34",
        "work worth $600 or more in a calendar year, with written disclosures before the work starts (confirm the current threshold)",
    ),
];

pub fn laws_for(state: UsState) -> impl Iterator<Item = &'static FreelanceLaw> {
    FREELANCE_LAWS.iter().filter(move |r| r.state == state)
}
