//! The facts that decide a privacy policy (issue 10): with the customer's answers the policy says plainly whether
//! personal information is sold or shared and used for targeted advertising, carries the notices states require
//! when those facts call for them (Texas, Rhode Island; California's yearly review always), and gives health and
//! children's sections where they apply; without them it hedges and the review notes name the fact to decide.
//! Terms of Service and Privacy Policies are accepted online and carry no signature table on any path (decision
//! §4.11); a business that sells goods gets purchase terms in its Terms of Service.
//!
//! Every case drafts through the public `shared::drafting::plan`, as a generation job does.
//! `PRIVACY_FACTS_DUMP=/some/dir` writes each case's document as Markdown with its research, for reading.

use async_trait::async_trait;
use shared::ai::checks::Expectations;
use shared::ai::{AiDrafter, ChatProvider, ProviderError};
use shared::domain::details::{Details, SensitiveData};
use shared::domain::{BusinessType, DocumentRequest, DocumentType, Industry, ProtectionLevel, SpecialClause, UsState};
use shared::drafter::DocumentDrafter;
use shared::drafting::{consistency, needs_signature, parse_markdown, plan, Plan, BLANK};
use std::sync::Arc;
use time::macros::date;
use time::Date;

const AS_OF: Date = date!(2026 - 11 - 23);
const TEXAS_SENSITIVE: &str = "NOTICE: We may sell your sensitive personal data.";
const TEXAS_BIOMETRIC: &str = "NOTICE: We may sell your biometric personal data.";

fn order(document_type: DocumentType, state: UsState, industry: Industry, details: Details) -> DocumentRequest {
    DocumentRequest {
        document_type,
        business_name: "Acme Widgets LLC".into(),
        business_type: BusinessType::Llc,
        state,
        industry,
        protection_level: ProtectionLevel::Comprehensive,
        special_clauses: Vec::new(),
        custom_instructions: String::new(),
        custom_document: None,
        details,
    }
}

fn policy(state: UsState, details: Details) -> DocumentRequest {
    order(DocumentType::PrivacyPolicy, state, Industry::Technology, details)
}

fn facts(sells: Option<bool>, ads: Option<bool>, sensitive: Option<Vec<SensitiveData>>) -> Details {
    Details { sells_or_shares_data: sells, targeted_advertising: ads, sensitive_data: sensitive, ..Details::default() }
}

/// The plan, written out as Markdown with its research when `PRIVACY_FACTS_DUMP` names a folder.
fn drafted(name: &str, request: &DocumentRequest) -> Plan {
    drafted_as_of(name, request, AS_OF)
}

fn drafted_as_of(name: &str, request: &DocumentRequest, as_of: Date) -> Plan {
    let plan = plan(request, as_of);
    if let Some(dir) = std::env::var_os("PRIVACY_FACTS_DUMP") {
        let dir = std::path::PathBuf::from(dir);
        std::fs::create_dir_all(&dir).expect("dump folder");
        let research = serde_json::to_string_pretty(&plan.research).expect("research serialises");
        let text = format!("{}\n\n---\n{research}\n", plan.document.to_markdown());
        std::fs::write(dir.join(format!("{name}.md")), text).expect("dump file");
    }
    plan
}

fn text(plan: &Plan) -> String {
    plan.document.plain_text()
}

/// The same, where a local `text` hides [`text`].
fn text_of(plan: &Plan) -> String {
    text(plan)
}

fn reviews(plan: &Plan) -> String {
    plan.research.review_points.join("\n")
}

fn cites(plan: &Plan, citation: &str) -> bool {
    plan.research.laws.iter().any(|law| law.citation == citation)
}

fn headings(plan: &Plan) -> Vec<String> {
    let document = &plan.document;
    let clauses = document.sections.iter().flat_map(|s| &s.clauses).filter_map(|c| c.heading.clone());
    document.sections.iter().map(|s| s.heading.clone()).chain(clauses).collect()
}

fn assert_consistent(name: &str, plan: &Plan) {
    let vocabulary = consistency::vocabulary([&plan.document]);
    let problems = consistency::check(&plan.document, &vocabulary);
    assert!(problems.is_empty(), "{name}: {problems:?}");
}

#[test]
fn a_business_that_sells_nothing_says_so_plainly_and_offers_no_opt_out_link() {
    let plan = drafted("sells-nothing", &policy(UsState::Ohio, facts(Some(false), Some(false), Some(vec![]))));
    let text = text(&plan);
    assert!(text.contains(
        "We do not sell or share your personal information, and we have not done so in the past twelve (12) months."
    ));
    assert!(text.contains("We do not use your personal information for targeted advertising"));
    assert!(!text.contains("Do Not Sell or Share My Personal Information"), "no opt-out link that implies a sale");
    assert!(!text.contains("the link's address"));
    assert!(!text.contains("Where we sell or share"), "no hedge once the answer is known");
    assert!(!text.contains("Opting Out of Sale"));
    assert!(text.contains("No Sale, Sharing or Targeted Advertising"));
    assert!(text.contains("We do not collect sensitive personal information"));
    assert!(reviews(&plan).contains("No sale or sharing: the policy says the business has not sold or shared"));
    assert_consistent("sells-nothing", &plan);
}

#[test]
fn a_business_that_sells_data_says_what_and_offers_the_opt_out_link_and_honours_gpc() {
    let plan = drafted("sells", &policy(UsState::Ohio, facts(Some(true), None, None)));
    let text = text(&plan);
    assert!(text.contains("We sell or share personal information, as state privacy laws define those words."));
    assert!(text.contains(&format!("Categories of personal information sold or shared: {BLANK}")));
    assert!(text.contains(&format!(
        "through the “Do Not Sell or Share My Personal Information” link shown on every page of the Services (the link's address: {BLANK})"
    )));
    assert!(text.contains(
        "by turning on a Global Privacy Control signal in your browser, which we honor as a valid request to opt out"
    ));
    assert!(
        text.contains("We treat a Global Privacy Control signal as a valid request to opt out of the sale and sharing")
    );
    assert!(plan
        .research
        .required_provisions
        .iter()
        .any(|p| p.contains("Do Not Sell or Share My Personal Information")));
    assert_consistent("sells", &plan);
}

#[test]
fn targeted_advertising_is_said_plainly_either_way_and_counts_as_sharing() {
    let ads = drafted("ads-only", &policy(UsState::Ohio, facts(Some(false), Some(true), None)));
    let text = text(&ads);
    assert!(text.contains("We use personal information for targeted advertising"));
    assert!(text.contains("California law calls making personal information available for this “sharing,”"));
    assert!(text.contains("We do not sell your personal information for money"));
    assert!(text.contains("“Do Not Sell or Share My Personal Information” link"), "sharing for ads has the opt-out");
    assert!(reviews(&ads).contains("Targeted advertising without sale or sharing"));

    let none = drafted("no-ads", &policy(UsState::Ohio, facts(None, Some(false), None)));
    assert!(text_of(&none).contains("We do not use your personal information for targeted advertising"));
}

#[test]
fn without_the_answers_the_policy_hedges_and_the_review_names_each_fact_to_decide() {
    let plan = drafted("no-facts", &policy(UsState::Ohio, Details::default()));
    let text = text(&plan);
    assert!(text.contains("Where we engage in any of these, you can opt out"));
    let reviews = reviews(&plan);
    for fact in ["answer 'Sells or shares data'", "answer 'Targeted advertising'", "Answer the sensitive data question"]
    {
        assert!(reviews.contains(fact), "{fact}");
    }
    // The notices that turn on the facts are named for the attorney, not printed.
    assert!(!text.contains(TEXAS_SENSITIVE));
    assert!(reviews.contains("Tex. Bus. & Com. Code § 541.102(b)"));
    assert!(reviews.contains("R.I. Gen. Laws § 6-48.1-3(a)(2)"));
}

#[test]
fn every_policy_promises_the_yearly_review_california_requires() {
    for state in [UsState::California, UsState::Ohio] {
        let plan = drafted(&format!("annual-review-{}", state.name()), &policy(state, Details::default()));
        let text = text(&plan);
        assert!(
            text.contains(
                "We review this Privacy Policy at least once every twelve (12) months, as California law requires"
            ),
            "{state}"
        );
        assert!(text.contains(&format!("Last reviewed: {BLANK}")), "{state}");
        assert!(cites(&plan, "Cal. Civ. Code § 1798.130(a)(5)"), "{state}");
    }
}

#[test]
fn texas_notices_appear_exactly_and_in_bold_when_sensitive_or_biometric_data_is_sold() {
    let sensitive = Some(vec![SensitiveData::Health, SensitiveData::Biometric]);
    // A Texas business, and a business elsewhere that may sell Texans' data: the notice is for Texas residents.
    for state in [UsState::Texas, UsState::Oregon] {
        let plan = drafted(
            &format!("texas-notice-{}", state.name()),
            &policy(state, facts(Some(true), Some(true), sensitive.clone())),
        );
        let preamble: Vec<_> = plan.document.preamble.iter().filter(|p| p.text().starts_with("NOTICE:")).collect();
        let notices: Vec<String> = preamble.iter().map(|p| p.text()).collect();
        assert_eq!(notices, vec![TEXAS_SENSITIVE, TEXAS_BIOMETRIC], "{state}");
        assert!(preamble.iter().all(|p| p.runs.iter().all(|run| run.bold)), "{state}: conspicuous");
        assert!(
            cites(&plan, "Tex. Bus. & Com. Code § 541.102(b)") && cites(&plan, "Tex. Bus. & Com. Code § 541.102(c)")
        );
        assert!(reviews(&plan).contains("Biometric data and sale"));
        assert_consistent("texas-notice", &plan);
    }
    let financial_only = drafted(
        "texas-financial",
        &policy(UsState::Texas, facts(Some(true), None, Some(vec![SensitiveData::Financial]))),
    );
    assert!(
        !text(&financial_only).contains("NOTICE: We may sell"),
        "financial account data is not Texas sensitive data"
    );
    let no_sale = drafted("texas-no-sale", &policy(UsState::Texas, facts(Some(false), None, sensitive)));
    assert!(!text(&no_sale).contains("NOTICE: We may sell"));
}

#[test]
fn rhode_island_buyers_are_listed_when_data_is_sold_from_2026() {
    let sells = policy(UsState::RhodeIsland, facts(Some(true), Some(false), Some(vec![])));
    let plan = drafted("rhode-island-sells", &sells);
    let text = text(&plan);
    assert!(headings(&plan).contains(&"Third Parties to Whom We Sell Personal Information".to_string()));
    assert!(text.contains("these are all the third parties to whom we have sold, or may sell, our customers' personally identifiable information"));
    for letter in ["(a)", "(b)", "(c)"] {
        assert!(text.contains(&format!("{letter} third party: {BLANK}")), "{letter}");
    }
    assert!(cites(&plan, "R.I. Gen. Laws § 6-48.1-3(a)(2)"));
    assert_consistent("rhode-island-sells", &plan);

    let before = drafted_as_of("rhode-island-2025", &sells, date!(2025 - 12 - 31));
    assert!(!text_of(&before).contains("Third Parties to Whom We Sell"), "in force January 1, 2026");
    let no_sale = drafted("rhode-island-no-sale", &policy(UsState::RhodeIsland, facts(Some(false), Some(false), None)));
    assert!(!text_of(&no_sale).contains("Third Parties to Whom We Sell"));
}

#[test]
fn a_health_care_policy_has_its_hipaa_status_notice_of_privacy_practices_and_tracking_caveat() {
    let plan = drafted(
        "healthcare",
        &order(DocumentType::PrivacyPolicy, UsState::Ohio, Industry::Healthcare, Details::default()),
    );
    let text = text(&plan);
    assert!(headings(&plan).contains(&"Health Information".to_string()));
    assert!(text.contains(&format!("our Notice of Privacy Practices (link: {BLANK})")));
    assert!(text.contains("(choose one: a covered entity"));
    assert!(text.contains("We do not use third-party tracking technologies, such as advertising pixels"));
    assert!(text.contains(
        "Some states, including Washington and Nevada, protect health information that HIPAA does not cover"
    ));
    let reviews = reviews(&plan);
    assert!(reviews.contains("American Hospital Association v. Becerra, N.D. Tex. 2024"));
    assert!(cites(&plan, "Wash. Rev. Code ch. 19.373") && cites(&plan, "16 C.F.R. Part 318"));
    assert_consistent("healthcare", &plan);

    let health_app =
        drafted("health-data", &policy(UsState::Ohio, facts(None, None, Some(vec![SensitiveData::Health]))));
    assert!(headings(&health_app).contains(&"Health Information".to_string()), "health data outside the industry");
    assert!(text_of(&health_app)
        .contains("We collect the following sensitive personal information: health or medical information."));
    let plain = drafted("no-health", &policy(UsState::Ohio, Details::default()));
    assert!(!headings(&plain).contains(&"Health Information".to_string()));
}

#[test]
fn childrens_data_brings_the_coppa_sections_instead_of_not_directed_to_children() {
    let plan =
        drafted("children", &policy(UsState::Ohio, facts(Some(false), None, Some(vec![SensitiveData::Children]))));
    let text = text(&plan);
    for heading in [
        "Information We Collect from Children",
        "Parental Consent",
        "Parents' Rights",
        "Retention of Children's Information",
        "Teenagers",
    ] {
        assert!(headings(&plan).contains(&heading.to_string()), "{heading}");
    }
    assert!(text.contains(&format!("Information we collect from children: {BLANK}")));
    assert!(text.contains("Under our written data retention policy for children's personal information"));
    assert!(!text.contains("not directed to children"));
    assert!(reviews(&plan).contains("compliance required by April 22, 2026"));
    assert_consistent("children", &plan);

    // An education business that answered that it handles no children's data: the answer decides, and the review
    // says what would change it.
    let answered_no =
        order(DocumentType::PrivacyPolicy, UsState::Ohio, Industry::Education, facts(None, None, Some(vec![])));
    let plan = drafted("education-no-children", &answered_no);
    assert!(text_of(&plan).contains("The Services are not directed to children under thirteen (13)"));
    assert!(!headings(&plan).iter().any(|h| h.contains("Children") && h != "Children's Privacy"));
    assert!(reviews(&plan).contains("the customer answered that the business does not handle children's data"));

    let teens =
        drafted("teens", &policy(UsState::Ohio, facts(Some(true), Some(true), Some(vec![SensitiveData::Teens]))));
    let text = text_of(&teens);
    assert!(text.contains("not directed to children under thirteen (13)"));
    assert!(text.contains("We do not sell or share the personal information of users we know are under eighteen (18)"));
    assert!(cites(&teens, "Cal. Civ. Code § 1798.120(c)"));
    assert_consistent("teens", &teens);
}

/// A model that answers with the clause plan and a signature table anyway.
struct SignsAnyway(String);

#[async_trait]
impl ChatProvider for SignsAnyway {
    fn name(&self) -> &str {
        "signs-anyway"
    }

    async fn complete(&self, _system: &str, _user: &str) -> Result<String, ProviderError> {
        Ok(self.0.clone())
    }

    async fn check(&self) -> Result<String, shared::health::CheckFailure> {
        Ok("fake".into())
    }
}

fn with_signatures(markdown: &str) -> String {
    format!("{markdown}\n\n## Signatures\n\n**Company:** Acme Widgets LLC\n\nSignature: {BLANK}\n\nName: {BLANK}\n\n**Customer:** \n\nSignature: {BLANK}\n")
}

#[tokio::test]
async fn online_terms_and_policies_carry_no_signature_block_on_any_path() {
    for document_type in [DocumentType::TermsOfService, DocumentType::PrivacyPolicy] {
        let request = order(document_type, UsState::California, Industry::Retail, Details::default());
        let offline = drafted(&format!("signatures-{}", document_type.label()), &request);
        assert!(offline.document.signature_parties.is_empty(), "{document_type}: offline");
        assert!(!offline.document.to_markdown().contains("## Signatures"), "{document_type}");
        assert!(!text(&offline).contains("Signed Copies") && !text(&offline).contains("signed copy records"));
        assert!(!needs_signature(document_type.label(), "IN WITNESS WHEREOF"), "{document_type}: the spec's rule");

        // An AI provider that adds a signature table anyway: the accepted draft has none.
        let answer = with_signatures(&offline.document.to_markdown());
        assert_eq!(parse_markdown("x", &answer).signature_parties.len(), 2, "the answer does sign");
        let accepted = Expectations::new(&request, &offline.document, offline.as_of)
            .accept(parse_markdown(&offline.document.title, &answer))
            .expect("the plan's own text passes the checks");
        assert!(accepted.signature_parties.is_empty(), "{document_type}: AI-checked");
        let drafter = AiDrafter::new(Arc::new(SignsAnyway(answer)));
        let drafted = drafter.draft(&request, &offline).await.expect("drafted");
        assert!(drafted.signature_parties.is_empty(), "{document_type}: AI-drafted");

        // The site's sample of the type.
        let sample = shared::api::assist::sample_order(document_type.label()).validate().expect("sample order");
        assert!(plan(&sample, AS_OF).document.signature_parties.is_empty(), "{document_type}: sample");
    }
    // Other types keep theirs.
    let nda = order(DocumentType::Nda, UsState::California, Industry::Retail, Details::default());
    assert_eq!(plan(&nda, AS_OF).document.signature_parties.len(), 2);
}

#[test]
fn a_sole_proprietors_published_terms_send_the_reader_to_no_signature_blank() {
    for document_type in [DocumentType::TermsOfService, DocumentType::PrivacyPolicy] {
        let mut request = order(document_type, UsState::Ohio, Industry::Retail, Details::default());
        request.business_type = BusinessType::SoleProprietorship;
        request.business_name = "Acme Corner Shop".into();
        let plan = drafted(&format!("sole-proprietor-{}", document_type.label()), &request);
        let reviews = reviews(&plan);
        assert!(!reviews.contains("an individual doing business as"), "{document_type}: no such blank in the opening");
        assert!(reviews.contains("the owner is personally bound by what the published document promises"));
    }
}

#[test]
fn terms_of_service_are_accepted_by_a_clickwrap_clause() {
    let plan = drafted(
        "tos-acceptance",
        &order(DocumentType::TermsOfService, UsState::Ohio, Industry::Technology, Details::default()),
    );
    let acceptance = plan.document.sections.iter().find(|s| s.heading == "Acceptance of These Terms").expect("section");
    let heads: Vec<_> = acceptance.clauses.iter().filter_map(|c| c.heading.as_deref()).collect();
    assert_eq!(heads, ["Agreement", "Electronic Acceptance and Records", "Eligibility", "Organizations"]);
    let text = text(&plan);
    assert!(text.contains("You accept them by checking the box or clicking the button that says you agree to them, shown next to a link to these Terms"));
    assert!(text.contains("the box is never checked for you"));
    assert!(text.contains("Your acceptance online is your electronic signature"));
    assert!(cites(&plan, "15 U.S.C. §§ 7001 to 7031"));

    let privacy = drafted("privacy-acknowledgment", &policy(UsState::Ohio, Details::default()));
    assert!(text_of(&privacy)
        .contains("By using the Services, you acknowledge that you have been given this Privacy Policy"));
}

#[test]
fn retail_terms_carry_purchase_terms_and_other_industries_do_not() {
    let purchase_headings = [
        "Orders, Shipping and Returns",
        "Orders",
        "Prices, Descriptions and Errors",
        "Availability and Quantity Limits",
        "Shipping and Delivery",
        "Title and Risk of Loss",
        "Returns and Refunds",
        "Product Warranties",
    ];
    for industry in [Industry::Retail, Industry::FoodBeverage] {
        let plan = drafted(
            &format!("tos-{}", industry.label()),
            &order(DocumentType::TermsOfService, UsState::NewYork, industry, Details::default()),
        );
        let heads = headings(&plan);
        for heading in purchase_headings {
            assert!(heads.contains(&heading.to_string()), "{industry}: {heading}");
        }
        let text = text(&plan);
        assert!(text.contains(&format!("(a) return window: {BLANK} days after delivery;")));
        assert!(text.contains("title to it and the risk of its loss or damage pass to you when it is delivered to the address you gave us"));
        assert!(text.contains("Returns and refunds of products are governed by the Returns and Refunds clause."));
        assert!(text.contains("EXCEPT AS STATED IN THE PRODUCT WARRANTIES CLAUSE"));
        assert!(cites(&plan, "Cal. Civ. Code § 1723") && cites(&plan, "N.Y. Gen. Bus. Law § 218-a"));
        assert!(
            cites(&plan, "16 C.F.R. Part 435") && cites(&plan, "15 U.S.C. §§ 2301 to 2312; 16 C.F.R. Parts 700 to 703")
        );
        assert_consistent("retail", &plan);
    }
    let software = drafted(
        "tos-technology",
        &order(DocumentType::TermsOfService, UsState::NewYork, Industry::Technology, Details::default()),
    );
    let heads = headings(&software);
    for heading in purchase_headings {
        assert!(!heads.contains(&heading.to_string()), "technology: {heading}");
    }
    assert!(text_of(&software)
        .contains("Except as stated at the time of purchase or required by law, payments are non-refundable."));

    let mut shop = order(DocumentType::TermsOfService, UsState::Ohio, Industry::Technology, Details::default());
    shop.custom_instructions = "We run an online store for phone cases.".into();
    assert!(headings(&drafted("tos-online-store", &shop)).contains(&"Returns and Refunds".to_string()));
}

#[test]
fn every_combination_of_the_privacy_answers_reads_consistently() {
    let answers = [None, Some(false), Some(true)];
    let sensitive = [
        None,
        Some(vec![]),
        Some(vec![SensitiveData::Health, SensitiveData::Biometric]),
        Some(vec![SensitiveData::Children, SensitiveData::Teens, SensitiveData::PreciseLocation]),
        Some(vec![SensitiveData::Financial, SensitiveData::Other]),
    ];
    let mut checked = 0;
    for state in [UsState::California, UsState::Texas, UsState::RhodeIsland] {
        for sells in answers {
            for ads in answers {
                for kinds in &sensitive {
                    for industry in [Industry::Technology, Industry::Healthcare, Industry::Education] {
                        let mut request = policy(state, facts(sells, ads, kinds.clone()));
                        request.industry = industry;
                        request.special_clauses = vec![SpecialClause::DataProtection];
                        let plan = plan(&request, AS_OF);
                        assert_consistent(&format!("{state} {sells:?} {ads:?} {kinds:?} {industry}"), &plan);
                        let text = text(&plan);
                        let says_no_sale = text.contains("We do not sell or share your personal information");
                        assert_eq!(
                            says_no_sale,
                            sells == Some(false) && ads != Some(true),
                            "{state} {sells:?} {ads:?}"
                        );
                        assert_eq!(
                            text.contains("NOTICE: We may sell"),
                            sells == Some(true)
                                && kinds.as_ref().is_some_and(|k| k
                                    .iter()
                                    .any(|k| *k != SensitiveData::Financial && *k != SensitiveData::Teens)),
                            "{state} {sells:?} {kinds:?}"
                        );
                        checked += 1;
                    }
                }
            }
        }
    }
    assert_eq!(checked, 3 * 3 * 3 * 5 * 3);
}

/// Maryland lets a business process sensitive data only where strictly necessary, whatever the consumer consents to
/// (Md. Code, Com. Law § 14-4607): every policy that collects sensitive data says so for Maryland residents, in the
/// consent paragraph, and the biometric paragraph after it still stands as a paragraph of its own.
#[test]
fn sensitive_data_of_maryland_residents_is_held_to_what_is_strictly_necessary() {
    let kinds = vec![SensitiveData::Health, SensitiveData::Biometric];
    for state in [UsState::Maryland, UsState::Ohio] {
        let plan = drafted(
            "maryland-strictly-necessary",
            &policy(state, facts(Some(false), Some(false), Some(kinds.clone()))),
        );
        let paragraphs: Vec<String> = plan
            .document
            .sections
            .iter()
            .flat_map(|section| section.clauses.iter())
            .flat_map(|clause| clause.paragraphs.iter().map(|paragraph| paragraph.text()))
            .collect();
        let consent =
            paragraphs.iter().find(|p| p.starts_with("We collect it only where it is needed")).expect("consent");
        assert!(consent.ends_with("only where it is strictly necessary to provide or maintain a product or service you specifically requested, whatever you consent to."), "{consent}");
        assert!(consent.contains("If you live in Maryland"), "{consent}");
        assert!(
            paragraphs.iter().any(|p| p.starts_with("Biometric information: before we collect")),
            "a paragraph of its own"
        );
        assert!(cites(&plan, "Md. Code, Com. Law § 14-4607(a)"), "{}", state.name());
    }
}
