//! Federal laws the documents rely on or work around (and the family of state breach laws, cited as a group).
//! State laws live in the state tables.

use super::Law;

pub const LAST_CHECKED: &str = "2026-11-01";

pub const DTSA: Law = Law { name: "Defend Trade Secrets Act whistleblower immunity", citation: "18 U.S.C. § 1833(b)" };
pub const SPEAK_OUT_ACT: Law = Law { name: "Speak Out Act", citation: "42 U.S.C. §§ 19401 to 19404" };
pub const EFAA: Law = Law {
    name: "Ending Forced Arbitration of Sexual Assault and Sexual Harassment Act of 2021",
    citation: "9 U.S.C. §§ 401, 402",
};
pub const FAA: Law = Law { name: "Federal Arbitration Act", citation: "9 U.S.C. §§ 1 to 16" };
pub const NLRA: Law = Law { name: "National Labor Relations Act, section 7", citation: "29 U.S.C. § 157" };
pub const SEC_WHISTLEBLOWER: Law = Law { name: "SEC whistleblower rule", citation: "17 C.F.R. § 240.21F-17" };
pub const HIPAA: Law = Law { name: "HIPAA Privacy and Security Rules", citation: "45 C.F.R. Parts 160 and 164" };
pub const GLBA: Law = Law {
    name: "Gramm-Leach-Bliley Act (privacy of nonpublic personal information) and the FTC Safeguards Rule",
    citation: "15 U.S.C. §§ 6801 to 6809; 16 C.F.R. Part 314",
};
pub const COPPA: Law = Law {
    name: "Children's Online Privacy Protection Act",
    citation: "15 U.S.C. §§ 6501 to 6506; 16 C.F.R. Part 312",
};
pub const FERPA: Law =
    Law { name: "Family Educational Rights and Privacy Act", citation: "20 U.S.C. § 1232g; 34 C.F.R. Part 99" };
pub const DMCA: Law = Law { name: "Digital Millennium Copyright Act safe harbor", citation: "17 U.S.C. § 512" };
pub const ROSCA: Law = Law { name: "Restore Online Shoppers' Confidence Act", citation: "15 U.S.C. §§ 8401 to 8405" };
pub const FTC_ACT: Law = Law { name: "Federal Trade Commission Act, section 5", citation: "15 U.S.C. § 45" };
pub const E_SIGN: Law =
    Law { name: "Electronic Signatures in Global and National Commerce Act", citation: "15 U.S.C. §§ 7001 to 7031" };
pub const FLSA: Law = Law { name: "Fair Labor Standards Act", citation: "29 U.S.C. §§ 201 to 219" };
pub const EXPORT_CONTROLS: Law = Law {
    name: "Export Administration Regulations and International Traffic in Arms Regulations",
    citation: "15 C.F.R. Parts 730 to 774; 22 C.F.R. Parts 120 to 130",
};
pub const CEII: Law =
    Law { name: "FERC Critical Energy/Electric Infrastructure Information rules", citation: "18 C.F.R. § 388.113" };
pub const STATE_BREACH_LAWS: Law = Law {
    name: "State data-breach notification laws (all 50 states)",
    citation: "e.g., Cal. Civ. Code § 1798.82; N.Y. Gen. Bus. Law § 899-aa; Tex. Bus. & Com. Code § 521.053",
};
