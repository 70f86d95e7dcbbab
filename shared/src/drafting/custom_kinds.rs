//! What kind of agreement an 'Other (Beta)' name describes, as data: the words that pick each kind, how it names
//! the parties, and the core sections it adds. Matching is on the start of a word of the name (then of the
//! description), in table order, so "Software License Agreement" is a licence and "Subcontractor Agreement" is work
//! received, not work provided.

use super::clauses::services::{self, Work};
use super::clauses::Roles;
use super::model::{Section, BLANK};
use super::notes::Notes;
use super::order::Ctx;
use super::rules::Law;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Kind {
    License,
    Lease,
    Venture,
    Sale,
    ServicesReceived,
    ServicesProvided,
    General,
}

pub(crate) struct KindRow {
    pub kind: Kind,
    pub words: &'static [&'static str],
    pub roles: Roles<'static>,
    /// How the review notes name the kind.
    pub label: &'static str,
}

const fn roles(owner: &'static str, other: &'static str, purpose: &'static str) -> Roles<'static> {
    Roles::agreement(owner, other, purpose)
}

pub(crate) static KINDS: &[KindRow] = &[
    KindRow {
        kind: Kind::License,
        words: &["licens", "licenc"],
        roles: roles("Licensor", "Licensee", "the exercise of the License"),
        label: "license agreement",
    },
    KindRow {
        kind: Kind::Lease,
        words: &["lease", "sublease", "rental", "rent", "tenancy"],
        roles: roles("Lessor", "Lessee", "the lease of the Property"),
        label: "lease or rental agreement",
    },
    KindRow {
        kind: Kind::Venture,
        words: &[
            "partnership",
            "joint venture",
            "venture",
            "operating",
            "shareholder",
            "stockholder",
            "founder",
            "co-founder",
        ],
        roles: roles("Company", "Partner", "the Venture"),
        label: "partnership or venture agreement",
    },
    KindRow {
        kind: Kind::Sale,
        words: &["sale", "purchase", "supply", "distribut", "resell", "resale", "wholesale"],
        roles: roles("Seller", "Buyer", "this Agreement"),
        label: "sale of goods agreement",
    },
    KindRow {
        kind: Kind::ServicesReceived,
        words: &["contractor", "subcontract", "freelance", "vendor", "outsourc", "staffing"],
        roles: roles("Company", "Contractor", "the Services"),
        label: "agreement for services the business receives",
    },
    KindRow {
        kind: Kind::ServicesProvided,
        words: &[
            "service",
            "consult",
            "agency",
            "retainer",
            "engagement",
            "maintenance",
            "statement of work",
            "coaching",
            "support",
        ],
        roles: roles("Company", "Client", "the Services"),
        label: "agreement for services the business provides",
    },
];

pub(crate) const GENERAL: KindRow = KindRow {
    kind: Kind::General,
    words: &[],
    roles: roles("Company", "Counterparty", "the purposes of this Agreement"),
    label: "general agreement",
};

fn matches(text: &str, words: &[&str]) -> bool {
    super::signature::has_word_start(text, words)
}

/// The kind the name describes, else the kind the description describes, else the general kind.
pub(crate) fn kind_of(name: &str, description: &str) -> &'static KindRow {
    KINDS
        .iter()
        .find(|row| matches(name, row.words))
        .or_else(|| KINDS.iter().find(|row| matches(description, row.words)))
        .unwrap_or(&GENERAL)
}

const COPYRIGHT_ACT: Law = Law { name: "Copyright Act", citation: "17 U.S.C. §§ 101 to 1511" };
const UCC_ARTICLE_2: Law = Law {
    name: "Uniform Commercial Code Article 2 (sale of goods)",
    citation: "U.C.C. §§ 2-101 to 2-725, as enacted in the state",
};

/// The sections the kind adds after the purpose, with their research notes.
pub(crate) fn core_sections(row: &KindRow, ctx: &Ctx, notes: &mut Notes) -> Vec<Section> {
    let r = &row.roles;
    notes.adapted(format!(
        "Structured as a {} from the document name, with the parties named {} and {}.",
        row.label, r.owner, r.other
    ));
    if matches!(row.kind, Kind::License | Kind::Sale | Kind::Lease) {
        notes.review(format!("The draft makes the business the {} and the other party the {}; if the business is on the other side of this deal, swap the roles and the one-sided terms.", r.owner, r.other));
    }
    match row.kind {
        Kind::ServicesProvided | Kind::ServicesReceived => {
            let work = Work {
                provider: if row.kind == Kind::ServicesProvided { r.owner } else { r.other },
                recipient: if row.kind == Kind::ServicesProvided { r.other } else { r.owner },
            };
            services::freelance_law_notes(ctx, notes);
            let mut independence = work.independence();
            if row.kind == Kind::ServicesReceived {
                independence.push(work.no_retaliation());
                services::worker_status_notes(ctx, notes);
            } else {
                independence.push(r.clause("Deliverables", &["Once the {other} has paid for them in full, the {other} owns the deliverables the {owner} creates specifically for it under this Agreement. The {owner} keeps its pre-existing materials, tools, methods and know-how, and grants the {other} a non-exclusive, perpetual, royalty-free license to use any of them included in the deliverables as part of those deliverables."]));
                notes.review("Services provided by the business: confirm the scope, acceptance, payment and ownership of deliverables match the deal; freelance-protection laws may also protect a sole-proprietor business as the freelancer.");
            }
            vec![
                Section::new("Services", work.services()),
                Section::new("Compensation and Payment", work.compensation()),
                Section::new("Independent Contractor Relationship", independence),
            ]
        }
        Kind::License => {
            notes.law(COPYRIGHT_ACT, "the agreement licenses copyrighted material such as software or content");
            notes.require(
                "License grant with scope, restrictions, fees, ownership, warranty and infringement indemnity",
            );
            notes.review("License: describe the licensed materials, permitted use, number of users or copies, territory and term precisely; if software is hosted, consider service levels and data terms as well.");
            vec![
                Section::new("License", vec![
                    r.clause("License Grant", &[&format!("Subject to this Agreement and payment of the fees, the {{owner}} grants the {{other}} a non-exclusive, non-transferable, non-sublicensable license to use {BLANK} (the “**Licensed Materials**”) for {BLANK} (the permitted purpose), within {BLANK} (the territory or number of users), during the term of this Agreement (the “**License**”).")]),
                    r.clause("Restrictions", &["Except as this Agreement expressly allows, the {other} will not copy, modify, translate or create derivative works of the Licensed Materials; sell, rent, lend, sublicense or otherwise make them available to anyone else; reverse engineer, decompile or disassemble them, except to the extent the law expressly permits despite this restriction; or remove any proprietary notice."]),
                    r.clause("Delivery and Support", &[&format!("The {{owner}} will deliver or make the Licensed Materials available by {BLANK} and will provide reasonable support by email during its normal business hours.")]),
                ]),
                Section::new("Fees and Payment", vec![
                    r.clause("License Fees", &[&format!("The {{other}} will pay the {{owner}} {BLANK} (the license fee and how often it is charged), within thirty (30) days after the date of each invoice.")]),
                    r.clause("Taxes", &["Fees do not include taxes. The {other} will pay any sales, use or similar tax on the fees, other than taxes on the {owner}'s income."]),
                ]),
                Section::new("Ownership and Warranties", vec![
                    r.clause("Ownership", &["The {owner} and its licensors own the Licensed Materials and all intellectual property rights in them. The {other} receives only the License, and all other rights are reserved."]),
                    r.clause("Limited Warranty", &["The {owner} warrants that for ninety (90) days after delivery the Licensed Materials will perform substantially as their documentation describes. If they do not, the {owner} will, at its option, correct them, replace them or refund the fees paid for the nonconforming materials, which is the {other}'s only remedy for breach of this warranty."]),
                    r.clause("Disclaimer", &["EXCEPT FOR THE LIMITED WARRANTY ABOVE, THE LICENSED MATERIALS ARE PROVIDED “AS IS,” AND THE LICENSOR DISCLAIMS ALL OTHER WARRANTIES, EXPRESS OR IMPLIED, INCLUDING WARRANTIES OF MERCHANTABILITY, FITNESS FOR A PARTICULAR PURPOSE AND NON-INFRINGEMENT, TO THE EXTENT THE LAW ALLOWS."]),
                    r.clause("Infringement Claims", &["The {owner} will defend the {other} against any third-party claim that the Licensed Materials, as delivered and used as this Agreement allows, infringe a United States patent, copyright or trademark or misappropriate a trade secret, and will pay the resulting damages and costs finally awarded or agreed in settlement, as long as the {other} gives prompt notice, control of the defense and reasonable help."]),
                ]),
            ]
        }
        Kind::Sale => {
            notes.law(UCC_ARTICLE_2, "the agreement is for the sale of goods");
            notes.require("Products, price, delivery, risk of loss, inspection, warranty and remedies (UCC Article 2)");
            notes.review("Sale of goods: confirm delivery terms, risk of loss and warranty period; if goods are sold to consumers with a written warranty, the Magnuson-Moss Warranty Act (15 U.S.C. §§ 2301 to 2312) adds disclosure rules; an asset purchase needs schedules, bulk-sale and tax review.");
            vec![
                Section::new("Products and Orders", vec![
                    r.clause("Products", &[&format!("The {{owner}} will sell and the {{other}} will buy the following goods (the “**Products**”): {BLANK}, in the quantities {BLANK}.")]),
                    r.clause("Orders", &["The {other} may place orders in writing. An order binds the {owner} once it accepts it in writing or ships the Products. This Agreement controls over any different or additional terms in an order, invoice or acknowledgment."]),
                ]),
                Section::new("Price, Delivery and Acceptance", vec![
                    r.clause("Price and Payment", &[&format!("The price of the Products is {BLANK}. The {{other}} will pay each invoice within thirty (30) days after its date, by {BLANK} (the method of payment).")]),
                    r.clause("Delivery, Title and Risk of Loss", &[&format!("The {{owner}} will deliver the Products to {BLANK} by {BLANK}. Title and risk of loss pass to the {{other}} when the Products are delivered there, unless the parties agree otherwise in writing.")]),
                    r.clause("Inspection and Acceptance", &["The {other} may inspect the Products within ten (10) business days after delivery and reject any that do not conform to this Agreement by written notice describing the nonconformity. Products not rejected within that period are accepted, without affecting the warranty below."]),
                ]),
                Section::new("Warranties and Remedies", vec![
                    r.clause("Limited Warranty", &[&format!("The {{owner}} warrants that for {BLANK} days after delivery the Products will conform to their agreed specifications and be free from defects in materials and workmanship.")]),
                    r.clause("Disclaimer", &["EXCEPT FOR THE LIMITED WARRANTY ABOVE, THE SELLER MAKES NO WARRANTY, EXPRESS OR IMPLIED, INCLUDING ANY IMPLIED WARRANTY OF MERCHANTABILITY OR FITNESS FOR A PARTICULAR PURPOSE, TO THE EXTENT THE LAW ALLOWS."]),
                    r.clause("Remedies", &["For Products that breach the warranty, the {owner} will, at its option, repair or replace them or refund their price, if the {other} notifies it within the warranty period. This is the {other}'s exclusive remedy for breach of the warranty, unless the remedy fails of its essential purpose."]),
                ]),
            ]
        }
        Kind::Venture => {
            notes.require("Purpose, contributions, sharing of profits and losses, management, transfers, withdrawal and dissolution");
            notes.review("Partnership, operating or shareholder agreement: these must fit the entity's own statute and formation documents (the state's partnership, limited liability company or corporation law) and have tax consequences; have an attorney and a tax adviser adapt the draft before anyone signs.");
            vec![Section::new("The Venture", vec![
                r.clause("Purpose of the Venture", &[&format!("The {{owner}} and the {{other}} will work together to {BLANK} (the “**Venture**”). Neither party may use the Venture for any other purpose without the other's written consent.")]),
                r.clause("Contributions", &[&format!("The {{owner}} will contribute {BLANK}, and the {{other}} will contribute {BLANK}. No party must contribute more without its written consent.")]),
                r.clause("Sharing of Profits and Losses", &[&format!("Profits and losses of the Venture will be shared {BLANK} percent to the {{owner}} and {BLANK} percent to the {{other}}, after repayment of any agreed expenses.")]),
                r.clause("Management and Decisions", &["The parties will manage the Venture together. Decisions in the ordinary course of the Venture's business need the agreement of both parties, and major decisions, including taking on debt, admitting a new party, selling significant assets or changing the Venture's purpose, need both parties' written consent."]),
                r.clause("Books, Records and Reports", &["The {owner} will keep complete and accurate books of the Venture, and each party may inspect them on reasonable notice. Each party will receive a written report of the Venture's results at least every quarter."]),
                r.clause("Transfers", &["Neither party may sell, assign or pledge its interest in the Venture without the other's written consent. Before selling its interest to anyone else, a party must first offer it to the other party on the same terms, and the other party has thirty (30) days to accept."]),
                r.clause("Withdrawal and Dissolution", &["A party may withdraw on ninety (90) days' written notice. On withdrawal or when the parties agree to end the Venture, they will wind it up, pay its debts, and divide what remains in the shares above."]),
            ])]
        }
        Kind::Lease => {
            notes.require("Property, term, rent, deposit, use, maintenance, insurance and return");
            notes.review("Lease: a residential lease must include the terms and disclosures the state and city require (security deposit limits and return deadlines, habitability, lead paint and others) and often needs a state-specific form; confirm which party the business is, since the draft makes it the Lessor.");
            vec![Section::new("The Lease", vec![
                r.clause("Leased Property", &[&format!("The {{owner}} leases to the {{other}} the following property: {BLANK} (the “**Property**”).")]),
                r.clause("Lease Term", &[&format!("The lease runs from {BLANK} to {BLANK}, unless ended earlier under this Agreement.")]),
                r.clause("Rent", &[&format!("The {{other}} will pay rent of {BLANK} per {BLANK}, in advance, on {BLANK} of each period, by {BLANK} (the method of payment). Any late fee will be no more than the law allows.")]),
                r.clause("Security Deposit", &[&format!("The {{other}} will pay a security deposit of {BLANK}. The {{owner}} will return it, less lawful deductions for unpaid amounts and damage beyond normal wear and tear, with an itemized statement, within the time the law of the state where the Property is located requires.")]),
                r.clause("Use and Care", &["The {other} will use the Property only for lawful purposes suited to its nature, keep it in good condition, and not alter it or let anyone else use it without the {owner}'s written consent."]),
                r.clause("Maintenance and Repairs", &["The {owner} will keep the Property in the condition the law requires and make repairs not caused by the {other}'s misuse. The {other} will report any damage or needed repair promptly."]),
                r.clause("Insurance and Risk", &["Each party will carry the insurance reasonably appropriate to its interest in the Property. The {other} is responsible for loss of or damage to the Property caused by its negligence or misuse."]),
                r.clause("Return of the Property", &["When the lease ends, the {other} will return the Property in the condition in which it was received, except for normal wear and tear."]),
            ])]
        }
        Kind::General => {
            notes.review("General agreement: the draft sets out each party's obligations as blank lines; fill them in from the deal, or delete the lines the answers already cover.");
            vec![Section::new("Obligations of the Parties", vec![
                r.clause("Company's Obligations", &[&format!("The {{owner}} will: {BLANK}.")]),
                r.clause("Counterparty's Obligations", &[&format!("The {{other}} will: {BLANK}.")]),
                r.clause("Payment", &[&format!("Any amount payable under this Agreement is {BLANK}, due within thirty (30) days after the date of the invoice for it unless the parties agree otherwise in writing.")]),
            ])]
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_pick_their_kind_in_table_order() {
        let kind = |name: &str| kind_of(name, "").kind;
        assert_eq!(kind("Software License Agreement"), Kind::License);
        assert_eq!(kind("Lease Agreement"), Kind::Lease);
        assert_eq!(kind("Operating Agreement"), Kind::Venture);
        assert_eq!(kind("Joint Venture Agreement"), Kind::Venture);
        assert_eq!(kind("Asset Purchase Agreement"), Kind::Sale);
        assert_eq!(kind("Distribution Agreement"), Kind::Sale);
        assert_eq!(kind("Subcontractor Agreement"), Kind::ServicesReceived);
        assert_eq!(kind("Independent Contractor Agreement"), Kind::ServicesReceived);
        assert_eq!(kind("Vendor Agreement"), Kind::ServicesReceived);
        assert_eq!(kind("Consulting Agreement"), Kind::ServicesProvided);
        assert_eq!(kind("Master Services Agreement"), Kind::ServicesProvided);
        assert_eq!(kind("Settlement Agreement"), Kind::General);
        assert_eq!(kind_of("Agreement", "We rent out our studio.").kind, Kind::Lease);
    }
}
