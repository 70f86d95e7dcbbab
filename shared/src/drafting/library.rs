//! The drafting library as data: clause templates (`drafting/clauses/<family>/<clause-id>.j2`) and document
//! outlines (`drafting/outlines/<kind>.toml`), embedded in the binary by `build.rs`, compiled and parsed once.
//!
//! One placeholder language (minijinja, strict about undefined names) and one vocabulary:
//! - the role set of the document ([`Roles`]): `owner`, `other`, `purpose`, `doc`, `end`, `during`, `it`, `its`,
//!   `party`/`parties` (capitalized when "Party" is a defined term), `Party`/`Parties`, and the flags
//!   `parties_defined` and `other_may_be_individual`;
//! - the order facts ([`Vars::order`]): `state` (its name), `jurisdiction` ("State of Texas", "Commonwealth of
//!   Virginia"), `work_state` and `work_jurisdiction` (where an employee works: the order's work state, else the
//!   business's), `entity`, `sector`, `blank`, and the lengths a revision may set: `term_length` (a Non-Disclosure
//!   Agreement's Disclosure Period, "two (2) years" unless the order's details say otherwise) and
//!   `confidentiality_length` ("five (5) years" unless they say otherwise); and the money and pay answers, each ""
//!   when the order does not give it (the template then keeps its `{{ blank }}`): `annual_pay` ("$85,000"),
//!   `exempt_status` ("exempt" or "non-exempt"), `contract_value` ("$8,500") and `payment_dates` (the customer's
//!   words, kept as plain text, without a closing full stop);
//! - values a builder passes, which a template declares on its first line: `{# values: examples, citation #}`.
//!
//! A clause template renders to an optional `### Heading` line and paragraphs separated by blank lines; `**Term**`
//! marks bold as in [`super::model::p`]. Text from the customer goes in through [`Vars::customer`], which the
//! paragraph reader keeps as plain text, never as markup.

use super::model::{Clause, Paragraph, Run};
use super::order::Ctx;
use super::parsed_once::ParsedOnce;
use super::rules::privacy_notice::sensitive_kind;
use crate::domain::details::{ExemptStatus, SensitiveData, Years};
use crate::domain::{Cents, Industry, SpecialClause};
use minijinja::{Environment, Value};
use serde::Deserialize;
use std::borrow::Cow;
use std::collections::BTreeMap;
use std::path::Path;
use std::sync::{Arc, LazyLock};

mod embedded {
    include!(concat!(env!("OUT_DIR"), "/drafting_library.rs"));
}

/// Start and end of a customer's text inside rendered template output (Unicode private-use characters, removed
/// from the customer's text before it goes in).
const CUSTOMER_START: char = '\u{E000}';
const CUSTOMER_END: char = '\u{E001}';

/// How a document names its parties and its subject, for clause templates.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Roles<'a> {
    /// The business's defined role, without article ("Disclosing Party", "Company", "Client").
    pub owner: &'a str,
    /// The other party's defined role ("Receiving Party", "Employee", "Freelancer").
    pub other: &'a str,
    /// What the other party may use information for ("the Purpose", "the Services").
    pub purpose: &'a str,
    /// What the document calls itself ("Agreement").
    pub doc: &'a str,
    /// When post-relationship periods start ("the Disclosure Period ends").
    pub end: &'a str,
    /// The relationship's own span ("the Disclosure Period", "the Employee's employment").
    pub during: &'a str,
    /// How clauses refer back to the other party: "it" and "its", or "the Employee" and "the Employee's".
    pub it: &'a str,
    pub its: &'a str,
    /// Whether "Party" is a defined term of the document (then "Party"/"Parties", else "party"/"parties").
    pub parties_defined: bool,
    /// Whether the other party may be an individual (employee, contractor, consultant): brings in the
    /// whistleblower notice and workplace protections.
    pub other_may_be_individual: bool,
    /// The defined terms the opening paragraph and the signature blocks give the parties, when they differ from
    /// `owner` and `other` (a mutual NDA's "Company" and "Counterparty", whose clauses speak of the Disclosing and
    /// Receiving Party).
    pub owner_label: &'a str,
    pub other_label: &'a str,
    /// Whether the other party is always a person (an employee): then the opening never describes it as an entity.
    pub other_is_person: bool,
}

/// A role set as an outline writes it; `doc`, `end`, `during`, `it` and `its` default to an agreement's.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct RoleSet {
    owner: String,
    other: String,
    purpose: String,
    #[serde(default = "RoleSet::agreement")]
    doc: String,
    #[serde(default = "RoleSet::agreement_ends")]
    end: String,
    #[serde(default = "RoleSet::agreement_term")]
    during: String,
    #[serde(default = "RoleSet::it")]
    it: String,
    #[serde(default = "RoleSet::its")]
    its: String,
    #[serde(default)]
    parties_defined: bool,
    #[serde(default = "RoleSet::yes")]
    other_may_be_individual: bool,
    #[serde(default)]
    owner_label: Option<String>,
    #[serde(default)]
    other_label: Option<String>,
    #[serde(default)]
    other_is_person: bool,
}

impl RoleSet {
    fn agreement() -> String {
        "Agreement".into()
    }
    fn agreement_ends() -> String {
        "this Agreement ends".into()
    }
    fn agreement_term() -> String {
        "the term of this Agreement".into()
    }
    fn it() -> String {
        "it".into()
    }
    fn its() -> String {
        "its".into()
    }
    fn yes() -> bool {
        true
    }

    pub(crate) fn roles(&self) -> Roles<'_> {
        Roles {
            owner: &self.owner,
            other: &self.other,
            purpose: &self.purpose,
            doc: &self.doc,
            end: &self.end,
            during: &self.during,
            it: &self.it,
            its: &self.its,
            parties_defined: self.parties_defined,
            other_may_be_individual: self.other_may_be_individual,
            owner_label: self.owner_label.as_deref().unwrap_or(&self.owner),
            other_label: self.other_label.as_deref().unwrap_or(&self.other),
            other_is_person: self.other_is_person,
        }
    }
}

/// The values a template is rendered with.
#[derive(Clone, Debug, Default)]
pub(crate) struct Vars {
    values: BTreeMap<Cow<'static, str>, Value>,
}

impl Vars {
    /// The role vocabulary.
    pub(crate) fn roles(roles: &Roles) -> Vars {
        let (party, parties) = if roles.parties_defined { ("Party", "Parties") } else { ("party", "parties") };
        let mut vars = Vars::default();
        for (name, value) in [
            ("owner", roles.owner),
            ("other", roles.other),
            ("purpose", roles.purpose),
            ("doc", roles.doc),
            ("end", roles.end),
            ("during", roles.during),
            ("it", roles.it),
            ("its", roles.its),
            ("party", party),
            ("parties", parties),
            ("Party", "Party"),
            ("Parties", "Parties"),
        ] {
            vars.values.insert(Cow::Borrowed(name), Value::from(value));
        }
        vars.values.insert(Cow::Borrowed("parties_defined"), Value::from(roles.parties_defined));
        vars.values.insert(Cow::Borrowed("other_may_be_individual"), Value::from(roles.other_may_be_individual));
        vars
    }

    /// The role vocabulary and the order facts.
    pub(crate) fn order(roles: &Roles, ctx: &Ctx) -> Vars {
        let work = ctx.work_state();
        Vars::roles(roles)
            .state(ctx.state())
            .with("work_state", work.name())
            .with("work_jurisdiction", work.jurisdiction())
            .with("entity", ctx.entity())
            .with("sector", ctx.sector_phrase())
            .with("blank", super::model::BLANK)
            .with("term_length", ctx.request.details.term_years.unwrap_or(Years::DEFAULT_TERM).contract_words())
            .with(
                "confidentiality_length",
                ctx.request.details.confidentiality_years.unwrap_or(Years::DEFAULT_CONFIDENTIALITY).contract_words(),
            )
            .pay(ctx)
    }

    /// The order's money and pay answers, "" for each one not given: `annual_pay`, `exempt_status`,
    /// `contract_value` and `payment_dates` (the customer's words, plain text).
    pub(crate) fn pay(self, ctx: &Ctx) -> Vars {
        let details = &ctx.request.details;
        let amount = |cents: Option<Cents>| cents.map(Cents::display_grouped).unwrap_or_default();
        let exempt = match details.exempt_status {
            Some(ExemptStatus::Exempt) => "exempt",
            Some(ExemptStatus::NonExempt) => "non-exempt",
            None => "",
        };
        let dates = details.payment_dates.as_deref().map(|dates| dates.trim().trim_end_matches(['.', ';']).trim_end());
        let vars = self
            .with("annual_pay", amount(details.annual_pay))
            .with("exempt_status", exempt)
            .with("contract_value", amount(details.contract_value));
        match dates.filter(|dates| !dates.is_empty()) {
            Some(dates) => vars.customer("payment_dates", dates),
            None => vars.with("payment_dates", ""),
        }
    }

    /// Adds a value of the engine's own wording (read as markup like the template text).
    pub(crate) fn with(mut self, name: &'static str, value: impl Into<Value>) -> Vars {
        self.values.insert(Cow::Borrowed(name), value.into());
        self
    }

    /// The state's name and how a document names it as a jurisdiction ("Commonwealth of Virginia").
    pub(crate) fn state(self, state: crate::domain::UsState) -> Vars {
        self.with("state", state.name()).with("jurisdiction", state.jurisdiction())
    }

    /// Adds a value under a name read from data (an outline's `params`).
    pub(crate) fn with_owned(mut self, name: &str, value: Value) -> Vars {
        self.values.insert(Cow::Owned(name.to_string()), value);
        self
    }

    /// Adds a value the customer wrote: it stays plain text in the rendered paragraphs.
    pub(crate) fn customer(self, name: &'static str, text: &str) -> Vars {
        self.with(name, Vars::plain(text))
    }

    /// The customer's text marked to stay plain inside a value of the engine's own wording.
    pub(crate) fn plain(text: &str) -> String {
        let clean: String = text.chars().filter(|c| *c != CUSTOMER_START && *c != CUSTOMER_END).collect();
        format!("{CUSTOMER_START}{clean}{CUSTOMER_END}")
    }

    fn value(&self) -> Value {
        Value::from_pairs(self.values.iter().map(|(k, v)| (k.as_ref(), v.clone())))
    }
}

/// Why a library (the embedded one, or one with a folder of extra kinds) could not be loaded.
#[derive(Debug, thiserror::Error)]
pub enum LibraryError {
    #[error("{file}: {message}")]
    File { file: String, message: String },
    #[error("reading {path}: {source}")]
    Io { path: String, source: std::io::Error },
    #[error("no document kind named '{0}'")]
    UnknownKind(String),
    #[error("drafting library check failed:\n{}", .0.join("\n"))]
    Check(Vec<String>),
}

/// When an outline item applies. Written `special:<clause id>` (a chosen special clause), `industry-profile` (the
/// industry has a profile), `industry:<industry>` (the chosen industry, its label in lower case with hyphens for
/// spaces: `industry:healthcare`, `industry:food-&-beverage`), `handles:<kind>` (the customer answered that the
/// business handles that kind of sensitive data: `health`, `children`, `teens`, `financial`, `biometric`,
/// `precise-location`, `other`), `sells-goods` (the industry's profile sells goods online, or the customer's words
/// say the business does), `describes-subscription` (the customer's words describe an automatically renewing sale),
/// or a named condition the rule tables decide; `not <condition>` negates, `<a> and <b>` needs both and
/// `<a> or <b>` either (`and` binds tighter).
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Condition {
    Special(SpecialClause),
    IndustryProfile,
    Industry(Industry),
    Handles(SensitiveData),
    SellsGoods,
    Not(Box<Condition>),
    DescribesSubscription,
    /// `custom-kind:own-term`, `custom-kind:own-assignment` or `custom-kind:mutual`: what the frame knows of the
    /// 'Other (Beta)' custom kind filling its slot (see [`FrameFlags`]); false outside a frame.
    CustomKind(KindFlag),
    /// `<condition> and <condition>`: every one holds.
    All(Vec<Condition>),
    /// `<condition> or <condition>`: one holds.
    Any(Vec<Condition>),
}

/// A flag of a custom kind's `[kind]` table that a frame outline's condition reads.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum KindFlag {
    /// The kind states its own term and how it ends (a lease, a license): the frame's term and termination at will
    /// stay out.
    OwnTerm,
    /// The kind has its own assignment clause (a lease's assignment and subletting).
    OwnAssignment,
    /// The confidentiality terms are mutual (the kind's, or the order's answer).
    Mutual,
}

/// What a frame's conditions read about the custom kind in its slot.
#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct FrameFlags {
    pub own_term: bool,
    pub own_assignment: bool,
    pub mutual: bool,
}

impl Condition {
    fn parse(text: &str) -> Result<Condition, String> {
        let text = text.trim();
        if text.contains(" or ") {
            return text.split(" or ").map(Condition::parse).collect::<Result<_, _>>().map(Condition::Any);
        }
        if text.contains(" and ") {
            return text.split(" and ").map(Condition::parse).collect::<Result<_, _>>().map(Condition::All);
        }
        if let Some(flag) = text.strip_prefix("custom-kind:") {
            return match flag {
                "own-term" => Ok(Condition::CustomKind(KindFlag::OwnTerm)),
                "own-assignment" => Ok(Condition::CustomKind(KindFlag::OwnAssignment)),
                "mutual" => Ok(Condition::CustomKind(KindFlag::Mutual)),
                _ => Err(format!("unknown custom-kind flag '{flag}' in condition '{text}'")),
            };
        }
        if let Some(rest) = text.strip_prefix("not ") {
            return Ok(Condition::Not(Box::new(Condition::parse(rest)?)));
        }
        if let Some(id) = text.strip_prefix("special:") {
            return SpecialClause::ALL
                .into_iter()
                .find(|c| c.id() == id)
                .map(Condition::Special)
                .ok_or_else(|| format!("unknown special clause '{id}' in condition '{text}'"));
        }
        if let Some(slug) = text.strip_prefix("industry:") {
            return Industry::ALL
                .iter()
                .copied()
                .find(|industry| industry_slug(*industry) == slug)
                .map(Condition::Industry)
                .ok_or_else(|| format!("unknown industry '{slug}' in condition '{text}'"));
        }
        if let Some(id) = text.strip_prefix("handles:") {
            return sensitive_kind(id)
                .map(Condition::Handles)
                .ok_or_else(|| format!("unknown kind of sensitive data '{id}' in condition '{text}'"));
        }
        match text {
            "industry-profile" => Ok(Condition::IndustryProfile),
            "sells-goods" => Ok(Condition::SellsGoods),
            "describes-subscription" => Ok(Condition::DescribesSubscription),
            _ => Err(format!("unknown condition '{text}'")),
        }
    }

    pub(crate) fn holds(&self, ctx: &Ctx) -> bool {
        match self {
            Condition::Special(clause) => ctx.has(*clause),
            Condition::IndustryProfile => ctx.profile().is_some(),
            Condition::Industry(industry) => ctx.industry() == *industry,
            Condition::Handles(kind) => ctx.handles(*kind),
            Condition::SellsGoods => ctx.sells_goods(),
            Condition::Not(inner) => !inner.holds(ctx),
            Condition::DescribesSubscription => ctx.describes_subscription(),
            Condition::CustomKind(_) | Condition::All(_) | Condition::Any(_) => self.holds_in_frame(ctx, None),
        }
    }

    /// Whether the condition holds when `kind` (if any) fills the frame's slot.
    pub(crate) fn holds_in_frame(&self, ctx: &Ctx, kind: Option<&FrameFlags>) -> bool {
        match self {
            Condition::CustomKind(flag) => kind.is_some_and(|kind| match flag {
                KindFlag::OwnTerm => kind.own_term,
                KindFlag::OwnAssignment => kind.own_assignment,
                KindFlag::Mutual => kind.mutual,
            }),
            Condition::All(all) => all.iter().all(|condition| condition.holds_in_frame(ctx, kind)),
            Condition::Any(any) => any.iter().any(|condition| condition.holds_in_frame(ctx, kind)),
            Condition::Not(inner) => !inner.holds_in_frame(ctx, kind),
            other => other.holds(ctx),
        }
    }
}

/// How a condition names an industry: its label in lower case, spaces as hyphens ("real-estate").
fn industry_slug(industry: Industry) -> String {
    industry.label().to_lowercase().replace(' ', "-")
}

impl<'de> Deserialize<'de> for Condition {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let text = String::deserialize(deserializer)?;
        Condition::parse(&text).map_err(serde::de::Error::custom)
    }
}

/// A document kind as data: its title, roles, research notes and sections in order.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct Outline {
    pub title: String,
    pub roles: RoleSet,
    /// Notes recorded before the document is drafted, in this order: builders, then fixed text.
    #[serde(default)]
    pub research: ResearchNotes,
    /// Unnumbered opening paragraphs: builders, or clause templates whose paragraphs are used.
    #[serde(default)]
    pub preamble: Vec<Item>,
    #[serde(default, rename = "section")]
    pub sections: Vec<SectionItem>,
    /// Whether the document ends with a signature block for each party.
    #[serde(default = "RoleSet::yes")]
    pub signatures: bool,
    /// Whether each signature block has a line for the party's notice address.
    #[serde(default)]
    pub notice_addresses: bool,
    /// For an 'Other (Beta)' custom kind (`outlines/custom/<kind>.toml`): how it is named, its sides and its frame.
    #[serde(default)]
    pub kind: Option<KindSpec>,
    /// For an 'Other (Beta)' custom kind: the phrases of a document name that pick it.
    #[serde(default, rename = "match")]
    pub matching: Option<MatchSpec>,
    /// For an 'Other (Beta)' custom kind: the terms every document of the kind must have, and where they come from.
    #[serde(default)]
    pub essentials: Option<Essentials>,
}

/// An 'Other (Beta)' custom kind's `[kind]` table: how it is named, the two sides the business may be on, whether
/// mutual or one-way confidentiality is asked, and the frame it is drafted in.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct KindSpec {
    /// How the product names the kind ("commercial lease").
    pub label: String,
    /// The two sides the business may be on, the usual one first (`["Landlord", "Tenant"]`), equal to the outline's
    /// `owner` and `other` roles; empty when there is no choice (the members of a partnership, an employer).
    #[serde(default)]
    pub sides: Vec<String>,
    /// Whether the form asks 'Mutual' or 'One-way' for the confidentiality terms.
    #[serde(default)]
    pub mutual_choice: bool,
    /// Whose information one-way confidentiality protects: a side's name, or `"business"` (the business's side,
    /// the default); `"mutual"` makes it always mutual.
    #[serde(default = "KindSpec::business")]
    pub confidentiality: String,
    /// With `mutual_choice` and no answer: whether the terms are mutual (else one-way).
    #[serde(default)]
    pub mutual_by_default: bool,
    /// The frame outline the kind is drafted in (`custom-frame/agreement`, `custom-frame/members`, ...).
    #[serde(default = "KindSpec::agreement_frame")]
    pub frame: String,
    #[serde(default)]
    pub own_term: bool,
    #[serde(default)]
    pub own_assignment: bool,
    /// The business types the kind is for (labels, e.g. "Limited Liability Company (LLC)"); empty for any. An order
    /// for another type is refused before payment with `business_type_message`.
    #[serde(default)]
    pub business_types: Vec<String>,
    #[serde(default)]
    pub business_type_message: Option<String>,
    /// The kind's own opening paragraph (a clause id), for frames whose parties are not two sides.
    #[serde(default)]
    pub opening: Option<String>,
    /// Values every template of the kind and its frame may use (`member = "Member"`).
    #[serde(default)]
    pub values: BTreeMap<String, String>,
    /// How many signature blocks the other parties get (the members of an LLC sign one each).
    #[serde(default = "KindSpec::one")]
    pub other_signers: usize,
    /// The follow-up questions the form asks about this kind.
    #[serde(default)]
    pub questions: Vec<String>,
    /// The general agreement: used for names that read as a general business agreement.
    #[serde(default)]
    pub general: bool,
}

impl KindSpec {
    fn business() -> String {
        "business".into()
    }
    fn agreement_frame() -> String {
        "custom-frame/agreement".into()
    }
    fn one() -> usize {
        1
    }
}

/// The phrases of a name (or description) that pick an entry of the 'Other (Beta)' catalog. A phrase matches whole
/// words, ignoring case, punctuation, spaces inside it ("sub contractor" is "subcontractor"), a plural `s` and one
/// typing slip in a long word; a phrase ending in `*` matches any word it starts. `names` are phrases that name the
/// entry (weight 10), `words` are phrases that point to it (weight 4). The longest phrase wins where phrases of
/// several entries overlap ("software license" over "license"), and a phrase at the name's head noun ("license"
/// in "Software License Agreement", "order" in "Purchase Order") counts double.
#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct MatchSpec {
    #[serde(default)]
    pub names: Vec<String>,
    #[serde(default)]
    pub words: Vec<String>,
    /// Words in the name or description that send the order to another entry instead (a lease of an apartment is
    /// a residential lease).
    #[serde(default)]
    pub unless: Vec<Unless>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct Unless {
    pub words: Vec<String>,
    /// The id of the catalog entry used instead.
    pub entry: String,
}

/// The terms every document of a custom kind must have, each found by a heading (any of `headings`) or a
/// phrase of its text, and the laws and sources they come from.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct Essentials {
    pub terms: Vec<EssentialTerm>,
    pub sources: Vec<LawNote>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct EssentialTerm {
    pub term: String,
    #[serde(default)]
    pub headings: Vec<String>,
    #[serde(default)]
    pub text: Option<String>,
}

/// A file `catalog/*.toml`: the 'Other (Beta)' names that are not custom kinds: routes to another outline (an
/// NDA), kinds the offline engine does not draft, notices and policies, and what an unknown name gets.
#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct CatalogFile {
    #[serde(default, rename = "route")]
    pub routes: Vec<RouteEntry>,
    #[serde(default, rename = "unsupported")]
    pub unsupported: Vec<UnsupportedEntry>,
    #[serde(default, rename = "notice")]
    pub notices: Vec<NoticeEntry>,
    #[serde(default)]
    pub unknown: Option<UnknownEntry>,
}

/// A name drafted with another outline of the library: "Mutual NDA" with `nda-mutual`.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct RouteEntry {
    pub id: String,
    pub label: String,
    pub outline: String,
    /// The outline when the order (or the name) says mutual.
    pub mutual_outline: Option<String>,
    #[serde(rename = "match")]
    pub matching: MatchSpec,
    /// Words of the name that say mutual, or one-way, when the order does not.
    #[serde(default)]
    pub mutual_words: Vec<String>,
    #[serde(default)]
    pub one_way_words: Vec<String>,
    #[serde(default)]
    pub questions: Vec<String>,
}

/// A kind the offline engine cannot draft well: the plain sentence saying so and what to choose instead.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct UnsupportedEntry {
    pub id: String,
    pub label: String,
    pub message: String,
    #[serde(rename = "match")]
    pub matching: MatchSpec,
}

/// Names of notices and policies the business issues (the notice frame).
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct NoticeEntry {
    pub id: String,
    pub label: String,
    #[serde(rename = "match")]
    pub matching: MatchSpec,
}

/// What a name that matches nothing gets: `message` with `{name}` for the customer's name.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct UnknownEntry {
    pub label: String,
    pub message: String,
}

#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct ResearchNotes {
    #[serde(default)]
    pub builders: Vec<Item>,
    /// Laws the kind always relies on, not kept in a rule table.
    #[serde(default)]
    pub laws: Vec<LawNote>,
    #[serde(default)]
    pub require: Vec<String>,
    #[serde(default)]
    pub adapted: Vec<String>,
    #[serde(default)]
    pub review: Vec<ReviewLine>,
}

/// A fixed review point of an outline: its text, or `{ point = "…", about = ["<clause id or builder>", …] }` for a
/// point about particular clauses (the Word file puts it beside them; without `about` it concerns the whole
/// document).
#[derive(Debug, Deserialize)]
#[serde(untagged)]
pub(crate) enum ReviewLine {
    Text(String),
    About(ReviewAbout),
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct ReviewAbout {
    pub point: String,
    pub about: Vec<String>,
}

impl ReviewLine {
    pub(crate) fn text(&self) -> &str {
        match self {
            ReviewLine::Text(text) => text,
            ReviewLine::About(about) => &about.point,
        }
    }

    pub(crate) fn about(&self) -> &[String] {
        match self {
            ReviewLine::Text(_) => &[],
            ReviewLine::About(about) => &about.about,
        }
    }
}

/// A law an outline cites, and why it applies.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct LawNote {
    pub name: String,
    pub citation: String,
    pub because: String,
}

/// A numbered section with its clauses, or a builder that makes zero or more sections.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct SectionItem {
    pub heading: Option<String>,
    #[serde(default)]
    pub clauses: Vec<Item>,
    pub builder: Option<String>,
    #[serde(default)]
    pub params: toml::Table,
    pub when: Option<Condition>,
    /// `slot = "custom-kind"`: where a frame outline (`outlines/custom-frame/*.toml`) puts the research and sections
    /// of the 'Other (Beta)' custom kind it frames.
    pub slot: Option<String>,
    /// Whether the section is left out when none of its clauses applies.
    #[serde(default)]
    pub optional: bool,
    /// `roles = "confidentiality"`: in a frame, the section speaks of the parties as the custom kind's
    /// confidentiality terms do (the side whose information is protected and the side that receives it, or the
    /// Disclosing and Receiving Party when they are mutual).
    pub roles: Option<String>,
}

/// A clause template by id, or a builder that makes zero or more clauses.
#[derive(Debug, Deserialize)]
#[serde(untagged)]
pub(crate) enum Item {
    Clause(String),
    Full(FullItem),
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct FullItem {
    pub clause: Option<String>,
    pub builder: Option<String>,
    #[serde(default)]
    pub params: toml::Table,
    pub when: Option<Condition>,
    /// An adaptation note recorded when the item applies.
    pub adapted: Option<String>,
    /// For a research builder: the clause templates or builders whose clauses its review notes are about (the Word
    /// file puts the notes beside them; without `about` they concern the whole document).
    #[serde(default)]
    pub about: Vec<String>,
}

impl Item {
    pub(crate) fn clause_id(&self) -> Option<&str> {
        match self {
            Item::Clause(id) => Some(id),
            Item::Full(full) => full.clause.as_deref(),
        }
    }

    /// What names the clauses the item drafts ([`super::Clause::id`]): the clause template's id, or for a builder the
    /// template it is given (`params = { clause = "…" }`), else the builder's name.
    pub(crate) fn name(&self) -> Option<&str> {
        match self {
            Item::Clause(id) => Some(id),
            Item::Full(full) => full
                .clause
                .as_deref()
                .or_else(|| full.params.get("clause").and_then(|v| v.as_str()))
                .or(full.builder.as_deref()),
        }
    }

    #[cfg(test)]
    pub(crate) fn builder(&self) -> Option<&str> {
        match self {
            Item::Clause(_) => None,
            Item::Full(full) => full.builder.as_deref(),
        }
    }
}

/// The clause templates and parsed outlines. A template compiles the first time it is rendered (a process drafting
/// one document compiles the few dozen it uses, not all of them); [`Library::compile_all`] compiles every one, as
/// the tests and a library built from files do.
pub struct Library {
    env: Environment<'static>,
    /// Template name → the file it comes from: what [`Library::compile_all`] compiles and names in an error.
    templates: BTreeMap<String, String>,
    /// Kind → its outline file, parsed when first read.
    outlines: BTreeMap<String, ParsedOnce<Outline>>,
    /// The 'Other (Beta)' catalog's entries that are not custom kinds (`catalog/*.toml`, merged).
    catalog: CatalogFile,
    /// Clause id → the builder values its template declares.
    clauses: BTreeMap<String, Vec<String>>,
    /// Area → its messages file (`messages/<area>.toml`: key → template), parsed when a message of the area is
    /// first rendered.
    messages: Arc<MessageFiles>,
}

/// Area → its messages file, parsed when first read.
type MessageFiles = BTreeMap<String, ParsedOnce<BTreeMap<String, String>>>;

/// The templates of `area`'s messages file by key, the file parsed now if this is its first use; `None` for an
/// area with no file.
fn area_messages<'a>(
    files: &'a MessageFiles,
    area: &str,
) -> Result<Option<&'a BTreeMap<String, String>>, LibraryError> {
    let Some(file) = files.get(area) else { return Ok(None) };
    file.get_or_parse(|text| toml::from_str(text)).map(Some).map_err(|e: toml::de::Error| LibraryError::File {
        file: format!("messages/{area}.toml"),
        message: e.to_string(),
    })
}

/// What starts the name a message's template has in the environment, apart from the clause ids.
const MESSAGE_PREFIX: &str = "message:";

/// The name a message's template has in the environment.
fn message_template(id: &str) -> String {
    format!("{MESSAGE_PREFIX}{id}")
}

static EMBEDDED: LazyLock<Library> = LazyLock::new(|| {
    Library::load(embedded::FILES.iter().map(|(name, text)| (name.to_string(), Cow::Borrowed(*text))))
        .expect("the embedded drafting library is checked by the drafting tests")
});

impl Library {
    /// The library built into the binary.
    pub(crate) fn embedded() -> &'static Library {
        &EMBEDDED
    }

    /// The embedded library plus the clause templates and outlines under `dir` (laid out as `drafting/` is), checked
    /// as the tests check the embedded one. For trying a document kind as data before it joins the library.
    pub fn with_dir(dir: &Path) -> Result<Library, LibraryError> {
        let mut files: BTreeMap<String, String> =
            embedded::FILES.iter().map(|(name, text)| (name.to_string(), text.to_string())).collect();
        read_dir(dir, dir, &mut files)?;
        let library = Library::from_files(files)?;
        let problems = library.check(&[]);
        if problems.is_empty() {
            Ok(library)
        } else {
            Err(LibraryError::Check(problems))
        }
    }

    /// A library of `files` (path under `drafting/`, text), every template compiled.
    pub(crate) fn from_files(files: impl IntoIterator<Item = (String, String)>) -> Result<Library, LibraryError> {
        let library = Library::load(files.into_iter().map(|(name, text)| (name, Cow::Owned(text))))?;
        library.compile_all()?;
        Ok(library)
    }

    /// Parses every file and compiles every template now, or says which file fails; checks that every clause an
    /// outline names has its template.
    pub(crate) fn compile_all(&self) -> Result<(), LibraryError> {
        let clause_templates = self.templates.iter().map(|(name, file)| (name.clone(), file.clone()));
        for (name, file) in self.message_templates()?.into_iter().chain(clause_templates) {
            self.env.get_template(&name).map_err(|e| LibraryError::File { file, message: e.to_string() })?;
        }
        for kind in self.outlines.keys() {
            let outline = self.outline(kind)?;
            for id in outline.clause_ids() {
                if !self.clauses.contains_key(id) {
                    return Err(LibraryError::File {
                        file: format!("outlines/{kind}.toml"),
                        message: format!("no clause template '{id}' (clauses/{id}.j2)"),
                    });
                }
            }
        }
        Ok(())
    }

    /// Every message's template name with its file, the message files parsed.
    fn message_templates(&self) -> Result<Vec<(String, String)>, LibraryError> {
        let mut names = Vec::new();
        for area in self.messages.keys() {
            let keys = area_messages(&self.messages, area)?.into_iter().flat_map(BTreeMap::keys);
            names.extend(keys.map(|key| (message_template(&format!("{area}.{key}")), format!("messages/{area}.toml"))));
        }
        Ok(names)
    }

    /// A library of `files`, each template left to compile when first rendered.
    fn load(files: impl IntoIterator<Item = (String, Cow<'static, str>)>) -> Result<Library, LibraryError> {
        let mut sources: BTreeMap<String, Cow<'static, str>> = BTreeMap::new();
        let mut messages: MessageFiles = BTreeMap::new();
        let mut templates: BTreeMap<String, String> = BTreeMap::new();
        let mut library = Library {
            env: super::templates::environment(),
            templates: BTreeMap::new(),
            outlines: BTreeMap::new(),
            catalog: CatalogFile::default(),
            clauses: BTreeMap::new(),
            messages: Arc::new(BTreeMap::new()),
        };
        for (name, text) in files {
            let error = |message: String| LibraryError::File { file: name.clone(), message };
            if let Some(id) = name.strip_prefix("clauses/").and_then(|n| n.strip_suffix(".j2")) {
                library.clauses.insert(id.to_string(), declared_values(&text));
                templates.insert(id.to_string(), name.clone());
                sources.insert(id.to_string(), text);
            } else if let Some(kind) = name.strip_prefix("outlines/").and_then(|n| n.strip_suffix(".toml")) {
                library.outlines.insert(kind.to_string(), ParsedOnce::new(text));
            } else if name.starts_with("catalog/") && name.ends_with(".toml") {
                let file: CatalogFile = toml::from_str(&text).map_err(|e| error(e.to_string()))?;
                library.catalog.routes.extend(file.routes);
                library.catalog.unsupported.extend(file.unsupported);
                library.catalog.notices.extend(file.notices);
                if file.unknown.is_some() {
                    library.catalog.unknown = file.unknown;
                }
            } else if let Some(area) = name.strip_prefix("messages/").and_then(|n| n.strip_suffix(".toml")) {
                messages.insert(area.to_string(), ParsedOnce::new(text));
            } else {
                return Err(error(
                    "not a clause template (clauses/**.j2), an outline (outlines/*.toml), a catalog (catalog/*.toml) \
                     or messages (messages/*.toml)"
                        .into(),
                ));
            }
        }
        let messages = Arc::new(messages);
        let message_files = Arc::clone(&messages);
        library.env.set_loader(move |name| {
            let Some(id) = name.strip_prefix(MESSAGE_PREFIX) else {
                return Ok(sources.get(name).map(|t| t.to_string()));
            };
            let Some((area, key)) = id.split_once('.') else { return Ok(None) };
            let templates = area_messages(&message_files, area)
                .map_err(|e| minijinja::Error::new(minijinja::ErrorKind::InvalidOperation, e.to_string()))?;
            Ok(templates.and_then(|templates| templates.get(key).cloned()))
        });
        library.messages = messages;
        library.templates = templates;
        Ok(library)
    }

    pub(crate) fn outline(&self, kind: &str) -> Result<&Outline, LibraryError> {
        let file = self.outlines.get(kind).ok_or_else(|| LibraryError::UnknownKind(kind.to_string()))?;
        file.get_or_parse(|text| toml::from_str(text))
            .map_err(|e| LibraryError::File { file: format!("outlines/{kind}.toml"), message: e.to_string() })
    }

    /// Every outline, parsed. A file that does not parse is a bug the library tests find (they parse every one).
    fn parsed_outlines(&self) -> impl Iterator<Item = (&str, &Outline)> {
        self.outlines.keys().map(|kind| {
            let outline = self.outline(kind).unwrap_or_else(|e| panic!("{e} (the library tests parse every outline)"));
            (kind.as_str(), outline)
        })
    }

    /// The 'Other (Beta)' custom kinds (outlines with a `[kind]` table), by name.
    pub(crate) fn custom_kinds(&self) -> impl Iterator<Item = (&str, &Outline, &KindSpec)> {
        self.parsed_outlines().filter_map(|(name, outline)| outline.kind.as_ref().map(|kind| (name, outline, kind)))
    }

    /// The 'Other (Beta)' catalog's other entries.
    pub(crate) fn catalog(&self) -> &CatalogFile {
        &self.catalog
    }

    #[cfg(test)]
    pub(crate) fn outlines(&self) -> impl Iterator<Item = (&str, &Outline)> {
        self.parsed_outlines()
    }

    #[cfg(test)]
    pub(crate) fn has_clause(&self, id: &str) -> bool {
        self.clauses.contains_key(id)
    }

    #[cfg(test)]
    pub(crate) fn clause_ids(&self) -> impl Iterator<Item = &str> {
        self.clauses.keys().map(String::as_str)
    }

    /// Renders a clause template. Every template is rendered for every role set by the tests, so only a builder
    /// forgetting a value it must pass can fail here; the drafting tests draft every builder path.
    pub(crate) fn render(&self, id: &str, vars: &Vars) -> Result<Clause, minijinja::Error> {
        let text = self.env.get_template(id)?.render(vars.value())?;
        Ok(read_clause(&text))
    }

    /// Renders clause text kept in a rule table (a state's notice), with the same vocabulary as a template: `{{ blank }}`
    /// is a line to fill. The rules tests render every such text.
    pub(crate) fn render_text(&self, source: &str, vars: &Vars) -> Result<Clause, minijinja::Error> {
        let text = self.env.render_str(source, vars.value())?;
        Ok(read_clause(&text))
    }

    /// A research note of an outline written with the template vocabulary ("lasts {{ confidentiality_length }}"), as
    /// plain text.
    pub(crate) fn render_note(&self, source: &str, vars: &Vars) -> Result<String, minijinja::Error> {
        self.env.render_str(source, vars.value())
    }

    /// Renders the message `id` (`<area>.<key>` of `messages/<area>.toml`) with named `values`.
    pub(crate) fn render_message(&self, id: &str, values: Value) -> Result<String, minijinja::Error> {
        self.env.get_template(&message_template(id))?.render(values)
    }

    /// Renders a template kept in data (not a file of the library) with named `values`.
    pub(crate) fn render_source(&self, source: &str, values: Value) -> Result<String, minijinja::Error> {
        self.env.render_str(source, values)
    }

    /// [`Library::render_message`] for the engine's own calls: a message that fails to render is a bug (an id or a
    /// value the code does not give), which the message tests and the drafting tests find.
    pub(crate) fn message(&self, id: &str, values: Value) -> String {
        self.render_message(id, values).unwrap_or_else(|e| panic!("message '{id}' failed to render: {e:#}"))
    }

    /// Every message's id.
    #[cfg(test)]
    pub(crate) fn message_ids(&self) -> Vec<String> {
        self.message_templates()
            .unwrap_or_else(|e| panic!("{e}"))
            .into_iter()
            .filter_map(|(name, _)| name.strip_prefix(MESSAGE_PREFIX).map(str::to_string))
            .collect()
    }

    /// The names a message's template reads, for rendering it with sample values.
    #[cfg(test)]
    pub(crate) fn message_values(&self, id: &str) -> std::collections::HashSet<String> {
        self.env.get_template(&message_template(id)).map(|t| t.undeclared_variables(false)).unwrap_or_default()
    }

    /// [`Library::render`] for the engine's own calls, whose values the drafting tests exercise.
    pub(crate) fn clause(&self, id: &str, vars: &Vars) -> Clause {
        self.render(id, vars).unwrap_or_else(|e| panic!("clause template '{id}' failed to render: {e:#}"))
    }

    /// Renders every clause template with every role set named by an outline and in `extra`, the order facts and
    /// sample builder values, strict about undefined names, and checks the 'Other (Beta)' catalog (see
    /// `check_catalog`); returns what failed.
    pub(crate) fn check(&self, extra: &[Roles]) -> Vec<String> {
        let mut role_sets: Vec<(String, Roles)> =
            self.parsed_outlines().map(|(kind, o)| (format!("outline {kind}"), o.roles.roles())).collect();
        role_sets.extend(extra.iter().map(|r| (format!("roles of {}", r.owner), *r)));
        let mut problems = vec![];
        for (id, values) in &self.clauses {
            for (what, roles) in &role_sets {
                let mut vars = Vars::roles(roles)
                    .with("state", "Sample State")
                    .with("jurisdiction", "State of Sample State")
                    .with("work_state", "Sample Work State")
                    .with("work_jurisdiction", "State of Sample Work State")
                    .with("entity", "a Sample State corporation")
                    .with("sector", " in the sample sector")
                    .with("blank", super::model::BLANK)
                    .with("term_length", "two (2) years")
                    .with("confidentiality_length", "five (5) years")
                    .with("annual_pay", "$85,000")
                    .with("exempt_status", "exempt")
                    .with("contract_value", "$8,500")
                    .with("payment_dates", Vars::plain("within 30 days of each invoice"));
                for value in values {
                    vars.values.insert(Cow::Owned(value.clone()), Value::from(format!("sample {value}")));
                }
                if let Err(e) = self.render(id, &vars) {
                    problems.push(format!("clause '{id}' with the {what}: {e:#}"));
                }
            }
        }
        problems.extend(self.check_catalog());
        problems
    }
}

impl Library {
    /// The 'Other (Beta)' catalog holds together: each kind's sides are its roles, its frame and opening exist, a
    /// phrase picks it, one kind is the general agreement, every route's outline and every `unless` entry exist.
    fn check_catalog(&self) -> Vec<String> {
        let mut problems = vec![];
        let mut ids: Vec<String> = self.custom_kinds().map(|(name, _, _)| name.to_string()).collect();
        ids.extend(self.catalog.routes.iter().map(|r| r.id.clone()));
        ids.extend(self.catalog.unsupported.iter().map(|u| u.id.clone()));
        ids.extend(self.catalog.notices.iter().map(|n| n.id.clone()));
        let generals = self.custom_kinds().filter(|(_, _, kind)| kind.general).count();
        if generals != 1 {
            problems.push(format!("the custom kinds need exactly one `general = true` kind, not {generals}"));
        }
        let mut unless = vec![];
        for (name, outline, kind) in self.custom_kinds() {
            let roles = outline.roles.roles();
            if !kind.sides.is_empty() && kind.sides != [roles.owner, roles.other] {
                problems.push(format!("custom kind {name}: `sides` must be the roles owner and other, in that order"));
            }
            let sides_or_business = kind.sides.contains(&kind.confidentiality)
                || ["business", "mutual"].contains(&kind.confidentiality.as_str());
            if !sides_or_business {
                problems.push(format!("custom kind {name}: `confidentiality` is a side, \"business\" or \"mutual\""));
            }
            if self.outline(&kind.frame).ok().is_none_or(|frame| frame.kind.is_some()) {
                problems.push(format!("custom kind {name}: no frame outline '{}'", kind.frame));
            }
            if let Some(opening) = &kind.opening {
                if !self.clauses.contains_key(opening) {
                    problems.push(format!("custom kind {name}: no opening clause '{opening}'"));
                }
            }
            for label in &kind.business_types {
                if crate::domain::BusinessType::parse(label).is_none() {
                    problems.push(format!("custom kind {name}: '{label}' is not a business type"));
                }
            }
            if !kind.business_types.is_empty() && kind.business_type_message.is_none() {
                problems.push(format!("custom kind {name}: `business_types` needs a `business_type_message`"));
            }
            let matching = outline.matching.as_ref();
            if !kind.general && matching.is_none_or(|m| m.names.is_empty()) {
                problems.push(format!("custom kind {name}: no `[match]` names pick it"));
            }
            if outline.essentials.as_ref().is_none_or(|e| e.terms.is_empty() || e.sources.is_empty()) {
                problems.push(format!("custom kind {name}: `[essentials]` lists its terms and their sources"));
            }
            unless.extend(matching.iter().flat_map(|m| &m.unless).map(|u| (name.to_string(), u.entry.clone())));
        }
        for route in &self.catalog.routes {
            for outline in std::iter::once(&route.outline).chain(&route.mutual_outline) {
                if !self.outlines.contains_key(outline) {
                    problems.push(format!("catalog route {}: no outline '{outline}'", route.id));
                }
            }
        }
        for (name, entry) in unless {
            if !ids.contains(&entry) {
                problems.push(format!("custom kind {name}: `unless` names no catalog entry '{entry}'"));
            }
        }
        if self.catalog.unknown.is_none() {
            problems.push("the catalog needs an `[unknown]` entry for names that match nothing".into());
        }
        problems
    }
}

impl Outline {
    /// Every clause id the outline names.
    pub(crate) fn clause_ids(&self) -> impl Iterator<Item = &str> {
        let sections = self.sections.iter().flat_map(|s| s.clauses.iter());
        let items =
            self.preamble.iter().chain(self.research.builders.iter()).chain(sections).filter_map(Item::clause_id);
        items.chain(self.kind.as_ref().and_then(|k| k.opening.as_deref()))
    }

    /// Every builder name the outline names.
    #[cfg(test)]
    pub(crate) fn builders(&self) -> impl Iterator<Item = &str> {
        let items = self.sections.iter().flat_map(|s| s.clauses.iter());
        let items = self.preamble.iter().chain(self.research.builders.iter()).chain(items);
        items.filter_map(Item::builder).chain(self.sections.iter().filter_map(|s| s.builder.as_deref()))
    }
}

/// The names on a template's first line `{# values: a, b #}`.
fn declared_values(text: &str) -> Vec<String> {
    let first = text.lines().next().unwrap_or_default().trim();
    let Some(list) = first.strip_prefix("{# values:").and_then(|rest| rest.strip_suffix("#}")) else {
        return vec![];
    };
    list.split(',').map(|name| name.trim().to_string()).filter(|name| !name.is_empty()).collect()
}

fn read_dir(root: &Path, dir: &Path, files: &mut BTreeMap<String, String>) -> Result<(), LibraryError> {
    let io = |path: &Path, source| LibraryError::Io { path: path.display().to_string(), source };
    for entry in std::fs::read_dir(dir).map_err(|e| io(dir, e))? {
        let path = entry.map_err(|e| io(dir, e))?.path();
        if path.is_dir() {
            read_dir(root, &path, files)?;
        } else if matches!(path.extension().and_then(|e| e.to_str()), Some("j2" | "toml")) {
            let text = std::fs::read_to_string(&path).map_err(|e| io(&path, e))?;
            let name = path.strip_prefix(root).unwrap_or(&path).to_string_lossy().replace('\\', "/");
            files.insert(name, text);
        }
    }
    Ok(())
}

/// A rendered clause: an optional `### Heading` first line, then paragraphs separated by blank lines (a paragraph's
/// lines are joined with a space, so long paragraphs may be wrapped).
fn read_clause(text: &str) -> Clause {
    let mut lines = text.lines().peekable();
    while lines.next_if(|line| line.trim().is_empty()).is_some() {}
    let heading = lines.next_if(|line| line.starts_with("### ")).map(|line| read_heading(&line[4..]));
    let mut paragraphs = vec![];
    let mut current: Vec<&str> = vec![];
    for line in lines.chain(std::iter::once("")) {
        if line.trim().is_empty() {
            if !current.is_empty() {
                paragraphs.push(read_paragraph(&current.join(" ")));
                current.clear();
            }
        } else {
            current.push(line.trim());
        }
    }
    Clause::new(heading, paragraphs)
}

fn read_heading(text: &str) -> String {
    text.trim().chars().filter(|c| *c != CUSTOMER_START && *c != CUSTOMER_END).collect()
}

/// `**` toggles bold in the engine's text; the customer's text (between the markers) is kept as written.
pub(crate) fn read_paragraph(text: &str) -> Paragraph {
    let mut paragraph = Paragraph::default();
    let mut bold = false;
    let mut rest = text;
    while !rest.is_empty() {
        let (engine, customer, after) = match rest.split_once(CUSTOMER_START) {
            Some((engine, after)) => match after.split_once(CUSTOMER_END) {
                Some((customer, after)) => (engine, Some(customer), after),
                None => (engine, Some(after), ""),
            },
            None => (rest, None, ""),
        };
        for (index, piece) in engine.split("**").enumerate() {
            if index > 0 {
                bold = !bold;
            }
            paragraph.push(Run { text: piece.to_string(), bold });
        }
        if let Some(customer) = customer {
            paragraph.push(Run { text: customer.to_string(), bold });
        }
        rest = after;
    }
    paragraph
}
