//! Exceptions to at-will employment. Every state presumes at-will employment except those listed here.

use super::Law;
use crate::domain::UsState;

pub const LAST_CHECKED: &str = "2026-11-01";

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct AtWillException {
    pub state: UsState,
    pub law: Law,
    /// The probationary period the document sets, in months, after which discharge needs good cause.
    pub probation_months: u32,
    pub note: &'static str,
}

pub static AT_WILL_EXCEPTIONS: &[AtWillException] = &[AtWillException {
    state: UsState::Montana,
    law: Law {
        name: "Montana Wrongful Discharge from Employment Act",
        citation: "Mont. Code Ann. §§ 39-2-901 to 39-2-915",
    },
    probation_months: 12,
    note: "after the probationary period an employee may be discharged only for good cause, and the employer must follow its own written personnel policies; when the employer sets no probationary period it is 12 months by statute",
}];

pub fn exception(state: UsState) -> Option<&'static AtWillException> {
    AT_WILL_EXCEPTIONS.iter().find(|r| r.state == state)
}
