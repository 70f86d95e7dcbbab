//! The Employment Agreement: the business as Company and a blank Employee line; at-will everywhere except where
//! the at-will table says otherwise (Montana), the invention notice the state requires, confidentiality with the
//! whistleblower notice and protected disclosures, and the state's non-compete rule when one is requested.

use super::clauses::{confidentiality, custom, data, disputes, general, ip, restrictive, Roles};
use super::engine::Ctx;
use super::model::{clause, p, DraftDocument, Paragraph, Section, SignatureParty, BLANK};
use super::research::Notes;
use super::rules::{at_will, disclosure, federal};
use crate::domain::SpecialClause;

const ROLES: Roles = Roles {
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

    let preamble = vec![ctx
        .party_block(
            Paragraph::marked("This Employment Agreement (this “**Agreement**”) is made as of ")
                .and_plain(BLANK)
                .and_marked(" (the “**Effective Date**”) between "),
        )
        .and_marked(" (the “**Company**”), and ")
        .and_plain(BLANK)
        .and_plain(", whose mailing address is ")
        .and_plain(BLANK)
        .and_marked(" (the “**Employee**”).")];

    let mut sections = vec![Section::new(
        "Position and Duties",
        vec![
            clause("Position", vec![p(&format!("The Company employs the Employee as {BLANK}, reporting to {BLANK}. The Employee will perform the duties customary for that position and other lawful duties the Company reasonably assigns."))]),
            clause("Start Date and Place of Work", vec![p(&format!("Employment begins on {BLANK} (the “**Start Date**”). The Employee will work primarily at {BLANK}, in the State of {name}, or remotely as the Company approves in writing."))]),
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

    let profile = ctx.profile();
    let mut confidential = vec![confidentiality::definition(roles, profile), confidentiality::exclusions(roles)];
    confidential.extend(confidentiality::duties(roles, false));
    confidential.push(confidentiality::compelled_disclosure(roles));
    confidential.push(confidentiality::return_or_destruction(roles));
    if let Some(workforce) = profile.and_then(|p| p.workforce) {
        confidential.push(clause("Industry Requirements", vec![p(workforce)]));
        notes.adapted(format!(
            "{} industry duties added to the Employee's confidentiality obligations.",
            ctx.industry()
        ));
    }
    if ctx.has(SpecialClause::EnhancedConfidentiality) {
        confidential.push(confidentiality::heightened_safeguards_for_employee(roles));
        notes.adapted("Enhanced confidentiality: heightened safeguards added.");
    }
    confidential.push(roles.clause(
        "Information of Others",
        &["The Employee will not bring to the Company, or use in the Employee's work, any confidential information or trade secret belonging to a former employer or anyone else without that person's written permission."],
    ));
    sections.push(Section::new("Confidential Information", confidential));

    if ctx.has(SpecialClause::DataProtection) {
        sections.push(Section::new("Data Protection", data::data_protection(state, roles, notes)));
    }

    sections.push(Section::new(
        "Whistleblower Immunity and Protected Disclosures",
        vec![confidentiality::whistleblower_notice(), confidentiality::protected_disclosures(roles)],
    ));

    let mut ownership = ip::work_product(state, roles, ip::Worker::Employee, notes);
    if ctx.has(SpecialClause::IntellectualProperty) {
        ownership.push(roles.clause(
            "Company Marks and Materials",
            &["The Employee will use the Company's names, trademarks, software and other materials only for the Company's business and as the Company permits, and will not register any domain name, social media account or trademark that includes or resembles them except for the Company and in its name."],
        ));
        notes.adapted("Intellectual property protection: work product assignment plus limits on using and registering the Company's marks and materials.");
    }
    sections.push(Section::new("Intellectual Property", ownership));

    if ctx.has(SpecialClause::NonCompete) {
        sections.push(Section::new(restrictive::heading(state), restrictive::covenants(state, roles, notes)));
    }

    let arbitration = ctx.has(SpecialClause::ArbitrationProvision);
    sections.push(disputes::section(state, roles, arbitration, true, notes));
    if arbitration {
        notes.review("Arbitration with an employee: confirm the agreement is a condition of employment permitted in the state and that the fee terms meet state rules (for example California's Armendariz requirements).");
    }

    sections.extend(custom::section(&ctx.request.custom_instructions, "The Company and the Employee also agree to the following terms, which control if they conflict with any other provision of this Agreement:", notes));

    sections.push(Section::new(
        "General",
        general::general(
            roles,
            general::GeneralOptions { independent_parties: false, other_may_assign_with_consent: false },
        ),
    ));

    DraftDocument {
        title: "Employment Agreement".into(),
        preamble,
        sections,
        signature_parties: vec![SignatureParty::new("Company", ctx.business()), SignatureParty::new("Employee", "")],
    }
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
        clauses.push(clause("Cause", vec![p("“**Cause**” means the Employee's (a) material or repeated failure to perform assigned duties after written notice and a reasonable chance to improve; (b) serious misconduct, including dishonesty, fraud, violence or harassment; (c) material breach of this Agreement or of a written Company policy; or (d) conviction of, or plea of no contest to, a felony or a crime involving dishonesty. Defining Cause does not limit at-will employment where it applies.")]));
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
    notes.law(federal::DTSA, "the agreement is with an individual employee and covers trade secrets");
    notes.law(federal::SPEAK_OUT_ACT, "pre-dispute non-disclosure terms cannot be enforced against disclosures of sexual assault or sexual harassment disputes");
    notes.law(
        federal::NLRA,
        "confidentiality terms may not restrict employees' discussion of wages and working conditions",
    );
    notes.law(federal::FLSA, "pay, overtime and exempt classification");
    if let Some(row) = disclosure::protection(ctx.state()) {
        notes.law(row.law, format!("{name}: {}", row.summary));
        notes.review(format!("{name} may require specific wording about disclosing unlawful workplace acts ({}); the protected-disclosures clause covers it, but confirm the wording.", row.law.citation));
    }
    for provision in [
        "Parties identified, with the employer's entity type and state",
        "Position, start date, place of work and pay",
        "At-will statement, or the state's good-cause rule",
        "Confidentiality with the standard exclusions",
        "Whistleblower immunity notice (18 U.S.C. § 1833(b))",
        "Protected disclosures: agencies, testimony, Speak Out Act, NLRA section 7",
        "Work product assignment with the state's invention carve-out",
        "Governing law and venue, deferring to the employee's home-state protections",
        "Signature blocks for the Company and the Employee",
    ] {
        notes.require(provision);
    }
    notes.review(format!("Confirm the pay, exempt or non-exempt classification (federal and {name} salary and duties tests) and the timing of final pay under {name} law."));
    notes.review("Many states require a separate written pay notice at hire (for example California Labor Code § 2810.5 and New York Labor Law § 195); this agreement does not replace it.");
}
