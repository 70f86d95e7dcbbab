//! Confidentiality: the definition, exclusions, duties, compelled disclosure, return, no license, heightened
//! safeguards, the federal whistleblower-immunity notice and the protected-disclosures carve-out.

use super::Roles;
use crate::domain::SpecialClause;
use crate::drafting::engine::Ctx;
use crate::drafting::industry::IndustryProfile;
use crate::drafting::model::{clause, Clause, Section};
use crate::drafting::research::Notes;
use crate::drafting::rules::{disclosure, federal};

/// Who receives the business's confidential information.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Recipient {
    /// An outside party with its own staff and advisers (its Representatives).
    Outside,
    /// An employee, who works on the business's own systems.
    Employee,
}

/// What the order adds to the core duties: the enhanced-confidentiality safeguards when selected, and the
/// industry's own clause.
pub(crate) fn extras(ctx: &Ctx, roles: &Roles, recipient: Recipient, notes: &mut Notes) -> Vec<Clause> {
    let mut clauses = vec![];
    if ctx.has(SpecialClause::EnhancedConfidentiality) {
        clauses.push(match recipient {
            Recipient::Outside => heightened_safeguards(roles),
            Recipient::Employee => heightened_safeguards_for_employee(roles),
        });
        notes.adapted(match recipient {
            Recipient::Outside => "Enhanced confidentiality: heightened safeguards added (named access, encryption, storage limits, access records, 48-hour incident notice, certified destruction).",
            Recipient::Employee => "Enhanced confidentiality: heightened safeguards added (approved systems only, no personal devices or unapproved AI tools, 24-hour loss reporting, certified return).",
        });
    }
    let industry = match recipient {
        Recipient::Outside => industry_clause(roles, ctx.profile()),
        Recipient::Employee => {
            ctx.profile().and_then(|p| p.workforce).map(|text| clause("Industry Requirements", vec![roles.p(text)]))
        }
    };
    if let Some(industry) = industry {
        notes.adapted(format!(
            "{} industry clause added to the confidentiality terms: {}.",
            ctx.industry(),
            industry.heading.clone().unwrap_or_default()
        ));
        clauses.push(industry);
    }
    clauses
}

/// The whole confidentiality block of an agreement that is not itself an NDA: definition, exclusions, trade
/// secrets, duties, compelled disclosure, return or destruction, and the extras.
pub(crate) fn block(ctx: &Ctx, roles: &Roles, recipient: Recipient, notes: &mut Notes) -> Vec<Clause> {
    let mut clauses = vec![definition(roles, ctx.profile()), exclusions(roles), trade_secrets(roles)];
    clauses.extend(duties(roles, recipient == Recipient::Outside));
    clauses.push(compelled_disclosure(roles));
    clauses.push(return_or_destruction(roles));
    clauses.extend(extras(ctx, roles, recipient, notes));
    clauses
}

/// The laws behind the protected-disclosures section, for the research: the whistleblower immunity (`why` says
/// who the individual is), the Speak Out Act, NLRA section 7, and the state's own rule on workplace disclosures.
pub(crate) fn protected_disclosure_laws(ctx: &Ctx, why: &str, employee: bool, notes: &mut Notes) {
    let name = ctx.state_name();
    notes.law(federal::DTSA, format!("{why}; the notice preserves the right to exemplary damages and attorneys' fees"));
    notes.law(federal::SPEAK_OUT_ACT, "pre-dispute non-disclosure terms cannot be enforced against disclosures of sexual assault or sexual harassment disputes");
    notes.law(
        federal::NLRA,
        if employee {
            "confidentiality terms may not restrict employees' discussion of wages and working conditions"
        } else {
            "if the other party is an employee, confidentiality terms may not chill discussion of working conditions"
        },
    );
    if let Some(row) = disclosure::protection(ctx.state()) {
        notes.law(row.law, format!("{name}: {}", row.note));
        notes.adapted(format!("Protected-disclosures clause covers discussion of unlawful workplace conduct, as {} requires for employment-related agreements.", row.law.citation));
        let who = if employee { "" } else { "If the other party is an employee or job applicant, " };
        notes.review(format!("{who}{name} law may require specific wording about disclosing unlawful workplace acts ({}); the protected-disclosures clause is written to cover it, but confirm the wording.", row.law.citation));
    }
    notes.require("Whistleblower immunity notice (18 U.S.C. § 1833(b))");
    notes.require("Protected disclosures: agencies, testimony, Speak Out Act, NLRA section 7");
}

/// The section with the 18 U.S.C. § 1833(b) notice and the protected-disclosures carve-out.
pub(crate) fn protected_section(roles: &Roles) -> Section {
    Section::new(
        "Whistleblower Immunity and Protected Disclosures",
        vec![whistleblower_notice(), protected_disclosures(roles)],
    )
}

/// Defines **Confidential Information**, with the industry's typical examples.
pub(crate) fn definition(roles: &Roles, profile: Option<&IndustryProfile>) -> Clause {
    let mut examples = String::from(
        "business plans and strategies, financial information, pricing, customer, supplier and employee information, product and service information, technical data, know-how, designs, software, inventions and trade secrets",
    );
    if let Some(extra) = profile.map(|p| p.examples).filter(|e| !e.is_empty()) {
        examples.push_str(", as well as ");
        examples.push_str(extra);
    }
    clause(
        "Definition",
        vec![
            roles.p(&format!(
                "“**Confidential Information**” means all non-public information, in any form, that the {{owner}} or anyone acting for it discloses or makes available to the {{other}}, or that the {{other}} learns or has access to in connection with {{purpose}}, including {examples}, together with all notes, analyses, compilations and other materials the {{other}} prepares that contain or reflect any of it."
            )),
            roles.p("Information is Confidential Information whether it is disclosed in writing, orally, visually, electronically or by access to premises or systems, and whether or not it is marked as confidential, if a reasonable person would understand it to be confidential from its nature or the circumstances of its disclosure."),
        ],
    )
}

pub(crate) fn exclusions(roles: &Roles) -> Clause {
    roles.clause(
        "Exclusions",
        &[
            "Confidential Information does not include information that the {other} can show by written records:",
            "(a) is or becomes generally available to the public other than through a breach of this {doc} or another duty of confidentiality;",
            "(b) was lawfully known to the {other}, without a duty of confidentiality, before the {owner} disclosed it;",
            "(c) is independently developed by the {other} without use of or reference to Confidential Information; or",
            "(d) is rightfully received by the {other} from a third party who is free to disclose it without restriction.",
            "Information is not within these exclusions merely because parts of it are public or known, or because it could be assembled from public sources, unless the particular combination is itself public or known.",
        ],
    )
}

pub(crate) fn trade_secrets(roles: &Roles) -> Clause {
    roles.clause(
        "Trade Secrets",
        &["Any Confidential Information that is a trade secret under applicable law remains protected under this {doc} for as long as it remains a trade secret, even after any shorter period stated in this {doc} ends. This {doc} adds to, and does not reduce, the protection trade secret law gives the {owner}."],
    )
}

/// The core duties: use only for the purpose, no disclosure except to representatives, reasonable care,
/// no reverse engineering, notice of misuse.
pub(crate) fn duties(roles: &Roles, with_representatives: bool) -> Vec<Clause> {
    let mut clauses = vec![roles.clause(
        "Restricted Use",
        &["The {other} will use Confidential Information only for {purpose} and for no other reason, including for {its} own benefit or the benefit of any third party."],
    )];
    if with_representatives {
        clauses.push(clause(
            "Non-Disclosure",
            vec![
                roles.p("The {other} will not disclose Confidential Information to anyone except its directors, officers, employees, contractors and professional advisers who need to know it for {purpose} (its “**Representatives**”), and only if each of them is bound by written or professional duties of confidentiality at least as protective as those in this {doc}."),
                roles.p("The {other} is responsible for any act or omission of its Representatives that would breach this {doc} if done by the {other}."),
            ],
        ));
    } else {
        clauses.push(roles.clause(
            "Non-Disclosure",
            &["The {other} will not disclose Confidential Information to anyone except people within the {owner}, or working for it, who are authorized to receive it and need to know it, or as the {owner} directs in writing."],
        ));
    }
    clauses.push(roles.clause(
        "Standard of Care",
        &["The {other} will protect Confidential Information with at least the degree of care {it} uses for {its} own information of a similar nature, and in no case less than reasonable care, including by keeping it secure from unauthorized access."],
    ));
    clauses.push(roles.clause(
        "No Copying or Reverse Engineering",
        &["The {other} will not copy Confidential Information except as reasonably needed for {purpose}, and will not reverse engineer, decompile or disassemble any software, prototype or other item the {owner} provides, or try to learn its composition or design. Every copy remains Confidential Information and must keep any confidentiality markings of the original."],
    ));
    clauses.push(roles.clause(
        "Notice of Unauthorized Use",
        &["The {other} will notify the {owner} promptly in writing after becoming aware of any actual or suspected unauthorized use or disclosure of Confidential Information, and will cooperate with the {owner} to stop it and limit its effects."],
    ));
    clauses
}

pub(crate) fn compelled_disclosure(roles: &Roles) -> Clause {
    roles.clause(
        "Disclosure Required by Law",
        &[
            "If a law, regulation, subpoena, court order or other legal process requires the {other} to disclose Confidential Information, the {other} may do so only to the extent required, and only after, where the law allows, giving the {owner} prompt written notice so the {owner} may seek a protective order or other remedy. The {other} will reasonably cooperate with those efforts at the {owner}'s expense and will ask that any information disclosed be treated confidentially.",
            "Information disclosed under this clause remains Confidential Information for all other purposes. This clause does not limit the protected disclosures described in this {doc}, which need no notice.",
        ],
    )
}

pub(crate) fn return_or_destruction(roles: &Roles) -> Clause {
    roles.clause(
        "Return or Destruction",
        &[
            "Within ten (10) days after the {owner}'s written request, and in any event when {end}, the {other} will stop using Confidential Information and will return it to the {owner} or destroy it, including all copies, notes and extracts, and will confirm in writing that it has done so.",
            "The {other} may keep copies that {it} is required by law to retain, and copies in automatic electronic backups that are not readily accessible, as long as they are not accessed for any other reason and remain subject to this {doc} for as long as they are kept.",
        ],
    )
}

pub(crate) fn no_license(roles: &Roles) -> Clause {
    roles.clause(
        "Ownership and No License",
        &["All Confidential Information remains the property of the {owner}. Disclosure under this {doc} does not grant the {other} any license, ownership or other right in any Confidential Information, patent, copyright, trademark, trade secret or other intellectual property of the {owner}, whether by implication, estoppel or otherwise, except the limited right to use Confidential Information for {purpose} as this {doc} allows."],
    )
}

/// The enhanced-confidentiality special clause: heightened safeguards.
fn heightened_safeguards(roles: &Roles) -> Clause {
    roles.clause(
        "Heightened Safeguards",
        &[
            "In addition to its other obligations, the {other} will:",
            "(a) limit access to Confidential Information to individuals it has identified to the {owner} on request, each of whom has been told of its confidential nature and is bound by written confidentiality obligations;",
            "(b) keep electronic Confidential Information only on systems it controls that use access controls, multi-factor authentication where available, and encryption in transit and at rest, and not on personal devices, personal email accounts or unapproved cloud services;",
            "(c) keep physical Confidential Information in locked storage when not in use, and not remove it from its premises without need;",
            "(d) keep a record of where Confidential Information is stored and who has had access to it, and give the {owner} a copy on reasonable request;",
            "(e) notify the {owner} in writing within forty-eight (48) hours after discovering any unauthorized access to, or loss of, Confidential Information; and",
            "(f) when Confidential Information is destroyed, use methods that make it unreadable and unrecoverable, and have an officer or the individual responsible certify the destruction in writing.",
            "Not more than once in any twelve (12) month period, and on reasonable notice, the {other} will answer the {owner}'s reasonable written questions about its compliance with this clause.",
        ],
    )
}

/// The enhanced-confidentiality special clause for an employee, who works on the owner's systems.
fn heightened_safeguards_for_employee(roles: &Roles) -> Clause {
    roles.clause(
        "Heightened Safeguards",
        &[
            "In addition to the other obligations in this {doc}, the {other} will:",
            "(a) access Confidential Information only through systems and accounts the {owner} provides or approves, and only as {its} duties require;",
            "(b) not store, forward or copy Confidential Information to personal devices, personal email or storage accounts, or any cloud service or artificial intelligence tool the {owner} has not approved;",
            "(c) keep physical Confidential Information secured when not in use and not remove it from the {owner}'s premises without need;",
            "(d) report to the {owner} within twenty-four (24) hours the loss of any device or document containing Confidential Information, or any suspected unauthorized access to it; and",
            "(e) when {end}, or earlier on request, confirm in writing that {it} has returned all Confidential Information and deleted every copy in {its} possession.",
        ],
    )
}

/// The 18 U.S.C. § 1833(b) notice, in the project's words; required for agreements with individuals.
pub(crate) fn whistleblower_notice() -> Clause {
    clause(
        "Notice of Whistleblower Immunity (18 U.S.C. § 1833(b))",
        vec![
            crate::drafting::model::p("Under the federal Defend Trade Secrets Act, an individual is not held criminally or civilly liable under any federal or state trade secret law for disclosing a trade secret (a) in confidence to a federal, state or local government official, directly or indirectly, or to an attorney, solely for the purpose of reporting or investigating a suspected violation of law; or (b) in a complaint or other document filed in a lawsuit or other proceeding, if the filing is made under seal."),
            crate::drafting::model::p("An individual who files a lawsuit for retaliation by an employer for reporting a suspected violation of law may disclose the trade secret to the individual's attorney and use the trade secret information in the court proceeding, if the individual files any document containing the trade secret under seal and does not disclose the trade secret except under court order."),
        ],
    )
}

/// Reports to agencies, testimony, workplace harassment and assault (Speak Out Act) and other protected conduct.
pub(crate) fn protected_disclosures(roles: &Roles) -> Clause {
    let mut paragraphs = vec![
        roles.p("Nothing in this {doc} prohibits or restricts anyone from: (a) reporting a possible violation of law to, filing a charge or complaint with, or communicating with any federal, state or local government agency, such as the Equal Employment Opportunity Commission, the National Labor Relations Board, the Occupational Safety and Health Administration, the Securities and Exchange Commission or the Department of Justice, or any self-regulatory organization; (b) taking part in an investigation or proceeding by such an agency, or receiving an award for information provided to it; (c) testifying truthfully under subpoena, court order or other legal process, or as otherwise required by law; or (d) making any other disclosure that the law protects."),
        roles.p("Nothing in this {doc} prevents anyone from disclosing or discussing a sexual assault dispute or sexual harassment dispute, consistent with the federal Speak Out Act, or from discussing or disclosing information about unlawful acts in the workplace, such as harassment, discrimination, retaliation, wage and hour violations, or any other conduct that the person has reason to believe is unlawful."),
        roles.p("No notice to or approval from the {owner} is needed for any of these disclosures, although the person making them should take reasonable steps to protect trade secrets and privileged information that are not needed for the report."),
    ];
    if roles.other_may_be_individual {
        paragraphs.push(roles.p("Nothing in this {doc} limits any right an employee may have under Section 7 of the National Labor Relations Act to discuss wages, hours or other terms and conditions of employment."));
    }
    clause("Protected Disclosures", paragraphs)
}

/// The industry's clause for agreements with an outside party, if it has one.
fn industry_clause(roles: &Roles, profile: Option<&IndustryProfile>) -> Option<Clause> {
    let (heading, paragraphs) = profile?.counterparty_clause?;
    Some(roles.clause(heading, paragraphs))
}
