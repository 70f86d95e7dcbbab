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

pub static FREELANCE_LAWS: &[FreelanceLaw] = &[
    FreelanceLaw {
        state: UsState::NewYork,
        area: "the State of New York",
        law: Law { name: "New York State Freelance Isn't Free Act", citation: "N.Y. Gen. Bus. Law art. 44-A, §§ 1410 to 1415" },
        threshold: "work worth $800 or more, alone or with other work for the same client in the previous 120 days",
    },
    FreelanceLaw {
        state: UsState::NewYork,
        area: "New York City",
        law: Law { name: "New York City Freelance Isn't Free Act", citation: "N.Y.C. Admin. Code §§ 20-927 to 20-936" },
        threshold: "work worth $800 or more, alone or with other work for the same client in the previous 120 days",
    },
    FreelanceLaw {
        state: UsState::Illinois,
        area: "the State of Illinois",
        law: Law { name: "Illinois Freelance Worker Protection Act", citation: "820 ILCS 193" },
        threshold: "work worth $500 or more, alone or with other work for the same client in the previous 120 days",
    },
    FreelanceLaw {
        state: UsState::California,
        area: "the State of California",
        law: Law { name: "California Freelance Worker Protection Act", citation: "Cal. Bus. & Prof. Code §§ 18100 to 18108" },
        threshold: "work worth $250 or more, alone or with other work for the same client in the previous 120 days",
    },
    FreelanceLaw {
        state: UsState::California,
        area: "the City of Los Angeles",
        law: Law { name: "Los Angeles Freelance Worker Protections Ordinance", citation: "Los Angeles Municipal Code, Freelance Worker Protections Ordinance (2025)" },
        threshold: "work worth $250 or more for a hiring party in the city (confirm the current threshold and effective date)",
    },
    FreelanceLaw {
        state: UsState::Washington,
        area: "the City of Seattle",
        law: Law { name: "Seattle Independent Contractor Protections Ordinance", citation: "Seattle Mun. Code ch. 14.34" },
        threshold: "work worth $600 or more in a calendar year, with written disclosures before the work starts (confirm the current threshold)",
    },
];

pub fn laws_for(state: UsState) -> impl Iterator<Item = &'static FreelanceLaw> {
    FREELANCE_LAWS.iter().filter(move |r| r.state == state)
}
