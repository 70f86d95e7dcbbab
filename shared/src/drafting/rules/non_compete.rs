//! Non-compete covenants, state by state. The federal FTC rule was set aside in 2024 and is not in force, so state
//! law decides. States without a row follow the default: reasonableness under the state's courts.

use crate::domain::UsState;

pub const LAST_CHECKED: &str = "2026-11-01";

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Status {
    /// Void or banned for (nearly) everyone: the document must not contain a non-compete.
    Void,
    /// Allowed only above pay thresholds, with advance notice, review periods or similar conditions.
    Restricted,
    /// Enforced when reasonable in time, area and scope and tied to a legitimate business interest.
    Reasonableness,
}

/// What the document offers instead of a void non-compete.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Alternative {
    /// Only a restriction on using confidential information and trade secrets to solicit: the state also voids
    /// ordinary customer and employee non-solicitation covenants.
    TradeSecretNonSolicitation,
    /// A limited non-solicitation covenant is allowed.
    NonSolicitation,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Position {
    pub status: Status,
    pub alternative: Alternative,
    pub law: &'static str,
    pub citation: &'static str,
    /// What the rule requires, in the words the review notes use.
    pub note: &'static str,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct NonCompeteRule {
    pub state: UsState,
    pub status: Status,
    pub alternative: Alternative,
    pub law: &'static str,
    pub citation: &'static str,
    pub note: &'static str,
}

use Alternative::{NonSolicitation, TradeSecretNonSolicitation};
use Status::{Reasonableness, Restricted, Void};

pub static NON_COMPETE: &[NonCompeteRule] = &[
    NonCompeteRule {
        state: UsState::California,
        status: Void,
        alternative: TradeSecretNonSolicitation,
        law: "California Business and Professions Code sections 16600 to 16600.5",
        citation: "Cal. Bus. & Prof. Code §§ 16600, 16600.1, 16600.5",
        note: "non-compete covenants are void wherever and whenever signed, it is unlawful to include one in an employment contract or try to enforce one, and customer and employee non-solicitation covenants are generally void as well unless needed to protect trade secrets",
    },
    NonCompeteRule {
        state: UsState::Minnesota,
        status: Void,
        alternative: NonSolicitation,
        law: "Minnesota non-compete ban",
        citation: "Minn. Stat. § 181.988",
        note: "non-compete agreements with employees and independent contractors entered on or after July 1, 2023 are void; non-solicitation and confidentiality agreements are expressly allowed",
    },
    NonCompeteRule {
        state: UsState::NorthDakota,
        status: Void,
        alternative: TradeSecretNonSolicitation,
        law: "North Dakota restraint-of-trade statute",
        citation: "N.D. Cent. Code § 9-08-06",
        note: "contracts restraining anyone from a lawful profession, trade or business are void except on the sale of a business or the dissolution of a partnership, and the courts have applied this to customer non-solicitation covenants",
    },
    NonCompeteRule {
        state: UsState::Oklahoma,
        status: Void,
        alternative: NonSolicitation,
        law: "Oklahoma restraint-of-trade statutes",
        citation: "Okla. Stat. tit. 15, §§ 219A, 219B",
        note: "non-competes are void except on the sale of goodwill; a person may agree not to directly solicit the other party's established customers and not to solicit its employees",
    },
    NonCompeteRule {
        state: UsState::Wyoming,
        status: Void,
        alternative: TradeSecretNonSolicitation,
        law: "Wyoming non-compete statute",
        citation: "Wyo. Stat. § 1-23-108",
        note: "since July 1, 2025 non-competes are void except for the sale of a business, the protection of trade secrets, executive and management personnel and their key staff, and some training-cost recovery; the safe course treats the covenant as void",
    },
    NonCompeteRule {
        state: UsState::Colorado,
        status: Restricted,
        alternative: NonSolicitation,
        law: "Colorado restrictive-covenant statute",
        citation: "Colo. Rev. Stat. § 8-2-113",
        note: "allowed only for highly compensated workers (an annually adjusted threshold) and only to protect trade secrets; customer non-solicitation needs 60% of that threshold; a separate signed notice must be given before the offer is accepted; choosing another state's law or courts is void for workers who primarily live and work in Colorado; presenting a void covenant carries penalties",
    },
    NonCompeteRule {
        state: UsState::Hawaii,
        status: Restricted,
        alternative: NonSolicitation,
        law: "Hawaii restraint-of-trade statute",
        citation: "Haw. Rev. Stat. § 480-4",
        note: "non-compete and non-solicitation clauses are void for employees of technology businesses; elsewhere they must be reasonable",
    },
    NonCompeteRule {
        state: UsState::Illinois,
        status: Restricted,
        alternative: NonSolicitation,
        law: "Illinois Freedom to Work Act",
        citation: "820 ILCS 90",
        note: "non-competes are void for employees earning $75,000 a year or less and non-solicitation covenants for those earning $45,000 or less (both rising on January 1, 2027); the employee must be advised in writing to consult a lawyer and given at least 14 calendar days to review; adequate consideration is required",
    },
    NonCompeteRule {
        state: UsState::Louisiana,
        status: Restricted,
        alternative: NonSolicitation,
        law: "Louisiana restrictive-covenant statute",
        citation: "La. Rev. Stat. § 23:921",
        note: "a non-compete or non-solicitation covenant must list the parishes or municipalities where it applies and may last no more than two years after the relationship ends",
    },
    NonCompeteRule {
        state: UsState::Maine,
        status: Restricted,
        alternative: NonSolicitation,
        law: "Maine non-compete statute",
        citation: "Me. Rev. Stat. tit. 26, § 599-A",
        note: "banned for workers earning at or below 400% of the federal poverty level; the covenant must be disclosed before the offer and a copy given at least 3 business days before signing; it takes effect only after one year of employment or six months after signing, whichever is later",
    },
    NonCompeteRule {
        state: UsState::Maryland,
        status: Restricted,
        alternative: NonSolicitation,
        law: "Maryland non-compete statute",
        citation: "Md. Code, Lab. & Empl. § 3-716",
        note: "void for workers earning at or below 150% of the state minimum wage, with further limits for licensed health care and veterinary workers",
    },
    NonCompeteRule {
        state: UsState::Massachusetts,
        status: Restricted,
        alternative: NonSolicitation,
        law: "Massachusetts Noncompetition Agreement Act",
        citation: "Mass. Gen. Laws ch. 149, § 24L",
        note: "must be in writing and signed, state the right to consult counsel, and be given with the formal offer or at least 10 business days before work starts; limited to 12 months; needs garden leave of at least 50% of pay or other agreed consideration; unenforceable against non-exempt employees, students, workers aged 18 or under, and workers laid off or fired without cause",
    },
    NonCompeteRule {
        state: UsState::Nevada,
        status: Restricted,
        alternative: NonSolicitation,
        law: "Nevada non-compete statute",
        citation: "Nev. Rev. Stat. § 613.195",
        note: "void for employees paid solely on an hourly basis; must be supported by valuable consideration and impose no undue hardship; courts revise overbroad covenants",
    },
    NonCompeteRule {
        state: UsState::NewHampshire,
        status: Restricted,
        alternative: NonSolicitation,
        law: "New Hampshire non-compete statutes",
        citation: "N.H. Rev. Stat. §§ 275:70, 275:70-a",
        note: "a copy must be given to the prospective employee before the offer is accepted, and non-competes are void for low-wage employees (at or below 200% of the federal minimum wage)",
    },
    NonCompeteRule {
        state: UsState::Oregon,
        status: Restricted,
        alternative: NonSolicitation,
        law: "Oregon non-compete statute",
        citation: "Or. Rev. Stat. § 653.295",
        note: "void unless disclosed in a written offer at least two weeks before the first day of work, the employee is salaried and exempt and earns above an annually adjusted threshold, and the term is 12 months or less; a signed copy must be given within 30 days after employment ends",
    },
    NonCompeteRule {
        state: UsState::RhodeIsland,
        status: Restricted,
        alternative: NonSolicitation,
        law: "Rhode Island Noncompetition Agreement Act",
        citation: "R.I. Gen. Laws § 28-59-3",
        note: "unenforceable against non-exempt employees, students, workers aged 18 or under, and low-wage workers (at or below 250% of the federal poverty level)",
    },
    NonCompeteRule {
        state: UsState::Virginia,
        status: Restricted,
        alternative: NonSolicitation,
        law: "Virginia low-wage non-compete statute",
        citation: "Va. Code § 40.1-28.7:8",
        note: "prohibited for low-wage employees (an annually adjusted threshold) and, since July 1, 2025, for employees who are non-exempt under the federal Fair Labor Standards Act; employers must post a summary of the law",
    },
    NonCompeteRule {
        state: UsState::Washington,
        status: Restricted,
        alternative: NonSolicitation,
        law: "Washington non-compete statute",
        citation: "Rev. Code Wash. ch. 49.62",
        note: "void for employees below an annually adjusted earnings threshold and for independent contractors below a higher one; must be disclosed in writing no later than acceptance of the offer; more than 18 months is presumed unreasonable; Washington workers cannot be bound to another state's law or courts",
    },
    NonCompeteRule {
        state: UsState::Alabama,
        status: Reasonableness,
        alternative: NonSolicitation,
        law: "Alabama restrictive-covenant statute",
        citation: "Ala. Code § 8-1-190",
        note: "allowed within a specified area for up to two years after employment (presumed reasonable), when tied to a protectable interest",
    },
    NonCompeteRule {
        state: UsState::Florida,
        status: Reasonableness,
        alternative: NonSolicitation,
        law: "Florida restrictive-covenant statutes",
        citation: "Fla. Stat. § 542.335; Florida CHOICE Act (2025)",
        note: "enforced when in a signed writing and reasonably necessary to protect a legitimate business interest; the 2025 CHOICE Act makes qualifying covenants with higher earners easier to enforce and has its own notice and review rules",
    },
    NonCompeteRule {
        state: UsState::Georgia,
        status: Reasonableness,
        alternative: NonSolicitation,
        law: "Georgia Restrictive Covenants Act",
        citation: "O.C.G.A. §§ 13-8-50 to 13-8-59",
        note: "post-employment non-competes are limited to certain employees (such as managers, sales staff and key employees), must be reasonable, and two years or less is presumed reasonable",
    },
    NonCompeteRule {
        state: UsState::Montana,
        status: Reasonableness,
        alternative: NonSolicitation,
        law: "Montana restraint-of-trade statute",
        citation: "Mont. Code Ann. § 28-2-703",
        note: "contracts in restraint of trade are void by statute, but courts enforce partial restraints that are reasonable in time and area and supported by consideration",
    },
    NonCompeteRule {
        state: UsState::Texas,
        status: Reasonableness,
        alternative: NonSolicitation,
        law: "Texas Covenants Not to Compete Act",
        citation: "Tex. Bus. & Com. Code §§ 15.50 to 15.52",
        note: "enforceable if ancillary to or part of an otherwise enforceable agreement and reasonably limited in time, area and scope of activity; special rules apply to physicians and other health care practitioners",
    },
    NonCompeteRule {
        state: UsState::Utah,
        status: Reasonableness,
        alternative: NonSolicitation,
        law: "Utah Post-Employment Restrictions Act",
        citation: "Utah Code § 34-51-201",
        note: "post-employment non-competes entered into after May 10, 2016 may last no more than one year",
    },
    NonCompeteRule {
        state: UsState::Wisconsin,
        status: Reasonableness,
        alternative: NonSolicitation,
        law: "Wisconsin restrictive-covenant statute",
        citation: "Wis. Stat. § 103.465",
        note: "an unreasonable covenant is void in its entirety (courts do not trim it), so the restriction must be narrow",
    },
];

/// The default for states without a row.
pub const DEFAULT_POSITION: Position = Position {
    status: Reasonableness,
    alternative: NonSolicitation,
    law: "state common law of restrictive covenants",
    citation: "state case law (reasonableness test)",
    note: "courts enforce a covenant only if it protects a legitimate business interest, is reasonable in duration, area and scope, and is supported by consideration",
};

pub fn rule(state: UsState) -> Option<&'static NonCompeteRule> {
    NON_COMPETE.iter().find(|r| r.state == state)
}

/// The state's position, or the default.
pub fn position(state: UsState) -> Position {
    rule(state).map_or(DEFAULT_POSITION, |r| Position {
        status: r.status,
        alternative: r.alternative,
        law: r.law,
        citation: r.citation,
        note: r.note,
    })
}
