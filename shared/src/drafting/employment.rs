//! The Employment Agreement: the business as Company and a blank Employee line; at-will everywhere except where
//! the at-will table says otherwise (Montana), the invention notice the state requires, confidentiality with the
//! whistleblower notice and protected disclosures, and the state's non-compete rule when one is requested.

use super::clauses::closing::{self, Closing};
use super::clauses::confidentiality::{self, Recipient};
use super::clauses::general::GeneralOptions;
use super::clauses::{ip, parties, Roles};
use super::model::{clause, p, DraftDocument, Section, BLANK};
use super::notes::Notes;
use super::order::Ctx;
use super::rules::{at_will, federal};
use crate::domain::SpecialClause;

const TITLE: &str = "Employment Agreement";

pub(super) const ROLES: Roles = Roles {
    owner: "Company",
    other: "Employee",
    purpose: "the Employee's work for the Company",
    doc: "Agreement",
    end: "the Employee's employment ends",
    during: "the Employee's employment",
    it: "the Employee",
    its: "the Employee's",
    parties_defined: false,
    other_may_be_individual: true,
};

pub(crate) fn draft(ctx: &Ctx, notes: &mut Notes) -> DraftDocument {
    let roles = &ROLES;
    let state = ctx.state();
    let name = ctx.state_name();
    record_requirements(ctx, notes);

    let preamble = vec![parties::agreement_opening(ctx, TITLE, roles)];

    let mut sections = vec![Section::new(
        "Position and Duties",
        vec![
            clause("Position", vec![p(&format!("The Company employs the Employee as {BLANK}, reporting to {BLANK}. The Employee will perform the duties customary for that position and other lawful duties the Company reasonably assigns."))]),
            clause("Start Date and Place of Work", vec![p(&format!("Employment begins on {BLANK} (the “**Start Date**”). The Employee will work primarily at {BLANK}, in the State of {name}, or remotely as the Company approves in writing. If the Employee will primarily live or work in another state, the Company will tell the Employee in writing before the Start Date, because that state's employment laws may then apply."))]),
            clause("Conditions of Employment", vec![p("Employment is conditional on the Employee providing, within the time federal law allows, documents showing identity and authorization to work in the United States (Form I-9). Any background or reference check will be carried out only with the Employee's written authorization where the law requires it, and only as federal, state and local law allow.")]),
            clause("No Conflicting Obligations", vec![p("The Employee confirms that the Employee is not bound by any agreement, such as a non-competition or confidentiality agreement with a former employer, that would prevent or restrict the Employee from performing the Employee's duties, and will tell the Company promptly if that changes.")]),
            clause("Outside Activities", vec![p("During employment the Employee will devote the Employee's working time and efforts to the Company. The Employee may take part in outside activities that do not interfere with the Employee's duties, create a conflict of interest, or use the Company's time, resources or Confidential Information.")]),
            clause("Policies", vec![p("The Employee will follow the Company's lawful written policies as they are in effect from time to time. If a policy conflicts with this Agreement, this Agreement controls.")]),
        ],
    )];

    sections.push(Section::new(
        "Compensation and Benefits",
        vec![
            clause("Pay", vec![p(&format!("The Company will pay the Employee {BLANK} per {BLANK}, in accordance with its regular payroll schedule and the wage payment laws of the State of {name}, less withholdings required by law or authorized by the Employee."))]),
            clause("Classification", vec![p(&format!("The Company classifies the position as {BLANK} (exempt or non-exempt) under the Fair Labor Standards Act and {name} law. If the position is non-exempt, the Employee will record all time worked and be paid for overtime as the law requires."))]),
            clause("Benefits and Leave", vec![p("The Employee may take part in the benefit plans the Company offers to similarly situated employees, under the terms of those plans, which the Company may change. The Employee will accrue paid sick leave and other leave as state and local law and the Company's policies provide.")]),
            clause("Expenses", vec![p("The Company will reimburse the Employee for reasonable business expenses incurred in performing the Employee's duties, in line with its expense policy and as the law requires.")]),
        ],
    ));

    sections.push(Section::new("Employment Relationship", relationship(ctx, notes)));

    let mut confidential = confidentiality::block(ctx, roles, Recipient::Employee, notes);
    confidential.push(roles.clause(
        "Information of Others",
        &["The Employee will not bring to the Company, or use in the Employee's work, any confidential information or trade secret belonging to a former employer or anyone else without that person's written permission."],
    ));
    sections.push(Section::new("Confidential Information", confidential));

    sections.push(confidentiality::protected_section(roles));

    let mut ownership = ip::work_product(state, roles, ip::Worker::Employee, notes);
    if ctx.has(SpecialClause::IntellectualProperty) {
        ownership.push(roles.clause(
            "Company Marks and Materials",
            &["The Employee will use the Company's names, trademarks, software and other materials only for the Company's business and as the Company permits, and will not register any domain name, social media account or trademark that includes or resembles them except for the Company and in its name."],
        ));
        notes.adapted("Intellectual property protection: work product assignment plus limits on using and registering the Company's marks and materials.");
    }
    sections.push(Section::new("Intellectual Property", ownership));

    sections.extend(closing::optional_sections(ctx, roles, notes));

    if ctx.has(SpecialClause::ArbitrationProvision) {
        notes.review("Arbitration with an employee: confirm the agreement is a condition of employment permitted in the state and that the fee terms meet state rules (for example California's Armendariz requirements).");
    }
    let general = GeneralOptions { independent_parties: false, other_may_assign_with_consent: false };
    closing::agreement(ctx, roles, TITLE, preamble, sections, Closing::new(true, general), notes)
}

/// At-will employment, or the state's exception from the at-will table; then how employment ends.
fn relationship(ctx: &Ctx, notes: &mut Notes) -> Vec<super::model::Clause> {
    let name = ctx.state_name();
    let mut clauses = match at_will::exception(ctx.state()) {
        Some(rule) => {
            notes.law(rule.law, format!("{name} is not an at-will state: {}", rule.note));
            notes.adapted(format!(
                "Not at-will: {name} requires good cause for discharge after a {}-month probationary period ({}).",
                rule.probation_months, rule.law.citation
            ));
            notes.review(format!("{name}: confirm the probationary period and that the Company's written personnel policies are followed in any discharge ({}).", rule.law.citation));
            vec![
                clause("Probationary Period", vec![p(&format!("The first {} ({}) months of employment are a probationary period. During it, either the Employee or the Company may end the employment at any time, with or without cause.", number_word(rule.probation_months), rule.probation_months))]),
                clause("Good Cause After Probation", vec![p(&format!("After the probationary period, the Company will end the Employee's employment only for good cause, as defined in the {} ({}), meaning reasonable job-related grounds based on the Employee's failure to perform job duties satisfactorily, disruption of the Company's operations, or another legitimate business reason, and will follow its own written personnel policies in doing so. The Employee may resign at any time.", rule.law.name, rule.law.citation))]),
            ]
        }
        None => {
            notes.adapted("Employment is at will, the default rule in this state.");
            vec![clause("At-Will Employment", vec![p("The Employee's employment is at will: the Employee or the Company may end it at any time, with or without cause or advance notice. Nothing in this Agreement, any policy or any statement by anyone changes this, except a written agreement signed by the Employee and an authorized officer of the Company that expressly does so.")])]
        }
    };
    if ctx.has(SpecialClause::AdvancedTermination) {
        notes.adapted("Advanced termination options: resignation notice, pay in lieu of notice, a definition of cause, and effects of termination.");
        clauses.push(clause("Notice of Resignation", vec![p("The Employee is asked to give the Company at least two (2) weeks' written notice of resignation. During any notice period the Company may relieve the Employee of some or all duties, or end the employment sooner and pay the Employee's base pay for the rest of the notice period.")]));
        let effect = if at_will::exception(ctx.state()).is_some() {
            "Cause is one form of good cause; it does not narrow the good cause the law recognizes."
        } else {
            "Defining Cause does not change the at-will nature of the employment."
        };
        clauses.push(clause("Cause", vec![p(&format!("“**Cause**” means the Employee's (a) material or repeated failure to perform assigned duties after written notice and a reasonable chance to improve; (b) serious misconduct, including dishonesty, fraud, violence or harassment; (c) material breach of this Agreement or of a written Company policy; or (d) conviction of, or plea of no contest to, a felony or a crime involving dishonesty. {effect}"))]));
    }
    clauses.push(clause("Effect of Ending Employment", vec![p("When employment ends, the Company will pay all wages earned and any other amounts owed within the time the law of the place where the Employee works requires, and the Employee will promptly return all Company property, documents and data. Provisions of this Agreement that by their nature should continue, including those on confidentiality, intellectual property, protected disclosures and dispute resolution, survive.")]));
    clauses
}

fn number_word(n: u32) -> &'static str {
    match n {
        3 => "three",
        6 => "six",
        9 => "nine",
        12 => "twelve",
        18 => "eighteen",
        _ => "the stated number of",
    }
}

fn record_requirements(ctx: &Ctx, notes: &mut Notes) {
    let name = ctx.state_name();
    confidentiality::protected_disclosure_laws(
        ctx,
        "the agreement is with an individual employee and covers trade secrets",
        true,
        notes,
    );
    notes.law(federal::FLSA, "pay, overtime and exempt classification");
    for provision in [
        "Parties identified, with the employer's entity type and state and both mailing addresses",
        "Work authorization (Form I-9) and lawful background checks",
        "Position, start date, place of work and pay",
        "At-will statement, or the state's good-cause rule after a probationary period",
        "Confidentiality with the standard exclusions",
        "Work product assignment with the state's invention carve-out",
        "Governing law and venue, deferring to the employee's home-state protections",
        "Signature blocks for the Company and the Employee",
    ] {
        notes.require(provision);
    }
    notes.review(format!("Confirm the pay, exempt or non-exempt classification (federal and {name} salary and duties tests) and the timing of final pay under {name} law."));
    notes.review("Many states require a separate written pay notice at hire (for example California Labor Code § 2810.5 and New York Labor Law § 195); this agreement does not replace it.");
}
