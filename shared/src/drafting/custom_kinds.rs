//! What an 'Other (Beta)' name means: the entry of the catalog it names. The catalog is data: the custom kinds
//! (outlines `drafting/outlines/custom/<kind>.toml` with `[kind]`, `[match]` and `[essentials]` tables) and the
//! entries of `drafting/catalog/*.toml` (routes to another outline such as the NDA, kinds the offline engine does not
//! draft, notices and policies, and what an unknown name gets).
//!
//! A name is read as a whole, not by its first keyword. Each entry lists phrases (`names`, weight 10, and `words`,
//! weight 4); a phrase matches whole words, ignoring case and punctuation, spaces inside it ("sub contractor"), a
//! plural and one typing slip in a long word. Where phrases of several entries overlap, the longest wins ("software
//! license" over "license", "purchase order" over "purchase"), and a phrase ending at the name's head noun counts
//! double (the last word before "for" or "of", generic words such as "agreement" aside: "order" in "Purchase Order",
//! "sale" in "Agreement for the Sale of Goods"). The name decides when an entry scores 8 or more; else the
//! description, read the same way without the head and for the kinds and routes only; else a name of generic words
//! only ("Agreement") is the general agreement and any other is unknown, which the offline engine does not draft.
//!
//! [`InFrame`] is a kind as a frame drafts it: with the business on its side and its confidentiality decided.

use super::clauses::parties;
use super::library::{
    CatalogFile, FrameFlags, KindSpec, Library, MatchSpec, NoticeEntry, Outline, Roles, RouteEntry, UnsupportedEntry,
    Vars,
};
use super::order::Ctx;
use crate::domain::details::Mutuality;
use crate::domain::{BusinessType, DocumentRequest};
use minijinja::Value;

/// A custom kind of the library: its outline name ("custom/lease"), outline and `[kind]` table.
#[derive(Clone, Copy)]
pub(crate) struct CustomKind<'a> {
    pub name: &'a str,
    pub outline: &'a Outline,
    pub spec: &'a KindSpec,
}

impl<'a> CustomKind<'a> {
    /// The kind's roles with the business on side `side` (0 the usual side, 1 the other); kinds without sides keep
    /// their roles.
    pub(crate) fn roles(&self, side: usize) -> Roles<'a> {
        let roles = self.outline.roles.roles();
        if side == 0 || self.spec.sides.len() != 2 {
            return roles;
        }
        Roles {
            owner: roles.other,
            other: roles.owner,
            owner_label: roles.other_label,
            other_label: roles.owner_label,
            ..roles
        }
    }
}

/// An 'Other (Beta)' custom kind as a frame drafts it: with the business on one of its sides, and its
/// confidentiality terms one-way (protecting one side) or mutual.
pub(crate) struct InFrame<'a> {
    pub kind: CustomKind<'a>,
    /// The kind's roles with the business's side as `owner`.
    pub roles: Roles<'a>,
    /// How the frame's `roles = "confidentiality"` sections name the parties: the protected side as `owner`, or the
    /// Disclosing and Receiving Party when mutual.
    pub confidentiality: Roles<'a>,
    pub mutual: bool,
}

impl InFrame<'_> {
    pub(crate) fn flags(&self) -> FrameFlags {
        FrameFlags {
            own_term: self.kind.spec.own_term,
            own_assignment: self.kind.spec.own_assignment,
            mutual: self.mutual,
        }
    }

    /// The order's vocabulary with `roles`, plus the kind's own values and `first_member`: the other party as the
    /// first entry of a list of members names it (a blank when the order does not name it).
    pub(crate) fn vars(&self, roles: &Roles, ctx: &Ctx) -> Vars {
        let vars = Vars::order(roles, ctx).with("first_member", parties::listed_party(ctx));
        self.kind
            .spec
            .values
            .iter()
            .fold(vars, |vars, (name, value)| vars.with_owned(name, Value::from(value.as_str())))
    }
}

/// What a name (and description) mean.
#[derive(Clone, Copy)]
pub(crate) enum Resolved<'a> {
    /// A custom kind of the catalog (the general agreement among them).
    Kind(CustomKind<'a>),
    /// Another outline of the library drafts it (an NDA).
    Route(&'a RouteEntry),
    /// The offline engine does not draft it well.
    Unsupported(Refusal<'a>),
    /// A notice or policy the business issues.
    Notice(&'a NoticeEntry),
}

/// Why a name is not drafted offline: the catalog's entry, or an unknown name.
#[derive(Clone, Copy)]
pub(crate) enum Refusal<'a> {
    Entry(&'a UnsupportedEntry),
    Unknown,
}

impl Resolved<'_> {
    /// How the product names what the customer asked for.
    pub(crate) fn label<'b>(&'b self, catalog: &'b CatalogFile) -> &'b str {
        match self {
            Resolved::Kind(kind) => &kind.spec.label,
            Resolved::Route(route) => &route.label,
            Resolved::Unsupported(Refusal::Entry(entry)) => &entry.label,
            Resolved::Unsupported(Refusal::Unknown) => catalog.unknown.as_ref().map_or("", |u| u.label.as_str()),
            Resolved::Notice(notice) => &notice.label,
        }
    }

    /// The plain sentence saying what the offline engine cannot draft and what to choose instead.
    pub(crate) fn refusal(&self, catalog: &CatalogFile, name: &str) -> Option<String> {
        match self {
            Resolved::Unsupported(Refusal::Entry(entry)) => Some(entry.message.clone()),
            Resolved::Unsupported(Refusal::Unknown) => {
                let shown: String = name.trim().chars().take(80).collect();
                catalog.unknown.as_ref().map(|u| u.message.replace("{name}", &shown))
            }
            _ => None,
        }
    }
}

/// One entry of the catalog with its phrases.
#[derive(Clone, Copy)]
enum Entry<'a> {
    Kind(CustomKind<'a>, &'a MatchSpec),
    Route(&'a RouteEntry),
    Unsupported(&'a UnsupportedEntry),
    Notice(&'a NoticeEntry),
}

impl<'a> Entry<'a> {
    fn id(&self) -> &'a str {
        match self {
            Entry::Kind(kind, _) => kind.name,
            Entry::Route(route) => &route.id,
            Entry::Unsupported(entry) => &entry.id,
            Entry::Notice(notice) => &notice.id,
        }
    }

    fn matching(&self) -> &'a MatchSpec {
        match self {
            Entry::Kind(_, matching) => matching,
            Entry::Route(route) => &route.matching,
            Entry::Unsupported(entry) => &entry.matching,
            Entry::Notice(notice) => &notice.matching,
        }
    }

    fn resolved(self) -> Resolved<'a> {
        match self {
            Entry::Kind(kind, _) => Resolved::Kind(kind),
            Entry::Route(route) => Resolved::Route(route),
            Entry::Unsupported(entry) => Resolved::Unsupported(Refusal::Entry(entry)),
            Entry::Notice(notice) => Resolved::Notice(notice),
        }
    }
}

fn entries(library: &Library) -> Vec<Entry<'_>> {
    let mut entries: Vec<Entry> = library
        .custom_kinds()
        .filter_map(|(name, outline, spec)| {
            outline.matching.as_ref().map(|matching| Entry::Kind(CustomKind { name, outline, spec }, matching))
        })
        .collect();
    let catalog = library.catalog();
    entries.extend(catalog.routes.iter().map(Entry::Route));
    entries.extend(catalog.unsupported.iter().map(Entry::Unsupported));
    entries.extend(catalog.notices.iter().map(Entry::Notice));
    entries
}

/// The general agreement of the catalog.
pub(crate) fn general(library: &Library) -> Option<CustomKind<'_>> {
    library.custom_kinds().find(|(_, _, spec)| spec.general).map(|(name, outline, spec)| CustomKind {
        name,
        outline,
        spec,
    })
}

/// Words that say what kind of document it is without saying its subject.
const GENERIC: [&str; 12] = [
    "agreement",
    "contract",
    "form",
    "template",
    "document",
    "doc",
    "sample",
    "standard",
    "simple",
    "basic",
    "draft",
    "legal",
];
const STOP: [&str; 10] = ["a", "an", "the", "and", "or", "my", "our", "your", "new", "this"];
/// Words after which the name's complement starts: the head noun comes before them.
const PREPOSITIONS: [&str; 11] =
    ["for", "of", "between", "with", "to", "on", "in", "by", "regarding", "about", "under"];

const NAME_WEIGHT: u32 = 10;
const WORD_WEIGHT: u32 = 4;
const DECIDES: u32 = 8;

/// A name or description as lowercase words, apostrophes dropped ("shareholders'" is "shareholders").
fn words(text: &str) -> Vec<String> {
    text.to_lowercase()
        .replace(['\'', '’'], "")
        .split(|c: char| !c.is_alphanumeric())
        .filter(|w| !w.is_empty())
        .map(str::to_string)
        .collect()
}

fn is_generic(word: &str) -> bool {
    GENERIC.iter().any(|g| same(word, g, false)) || word.starts_with("agre")
}

fn is_filler(word: &str) -> bool {
    is_generic(word) || STOP.contains(&word)
}

/// The position of the head noun: the last word of the first run of words (between prepositions) that has a word
/// other than generic ones and fillers.
fn head(words: &[String]) -> Option<usize> {
    let mut start = 0;
    for end in (0..words.len()).filter(|&i| PREPOSITIONS.contains(&words[i].as_str())).chain([words.len()]) {
        if let Some(last) = (start..end).rev().find(|&i| !is_filler(&words[i])) {
            return Some(last);
        }
        start = end + 1;
    }
    None
}

/// Whether `candidate` (words run together) is the phrase `phrase` (run together): the same, a plural of it, a
/// word it starts (`prefix`), or, for words of seven letters or more with the same first letter, one typing slip
/// away.
fn same(candidate: &str, phrase: &str, prefix: bool) -> bool {
    if candidate == phrase || (prefix && candidate.starts_with(phrase)) {
        return true;
    }
    if let Some(stem) = candidate.strip_suffix('s') {
        if stem == phrase || stem.strip_suffix('e') == Some(phrase) {
            return true;
        }
        if let (Some(stem), Some(root)) = (stem.strip_suffix("ie"), phrase.strip_suffix('y')) {
            if stem == root {
                return true;
            }
        }
    }
    !prefix
        && phrase.chars().count() >= 7
        && candidate.chars().next() == phrase.chars().next()
        && one_slip(candidate, phrase)
}

/// At most one letter added, dropped, changed or two swapped.
fn one_slip(a: &str, b: &str) -> bool {
    let (a, b): (Vec<char>, Vec<char>) = (a.chars().collect(), b.chars().collect());
    if a.len().abs_diff(b.len()) > 1 {
        return false;
    }
    let common = a.iter().zip(&b).take_while(|(x, y)| x == y).count();
    let (ra, rb) = (&a[common..], &b[common..]);
    match ra.len().cmp(&rb.len()) {
        std::cmp::Ordering::Equal => {
            ra.is_empty()
                || ra[1..] == rb[1..]
                || (ra.len() >= 2 && ra[0] == rb[1] && ra[1] == rb[0] && ra[2..] == rb[2..])
        }
        std::cmp::Ordering::Greater => ra[1..] == *rb,
        std::cmp::Ordering::Less => *ra == rb[1..],
    }
}

/// A phrase found in the text: which entry, where (words `start..end`) and its weight.
struct Found {
    entry: usize,
    phrase: usize,
    start: usize,
    end: usize,
    weight: u32,
}

/// Where `phrase` occurs in `text`: the word spans whose words, run together, are the phrase run together.
fn occurrences(text: &[String], phrase: &str) -> Vec<(usize, usize)> {
    let prefix = phrase.ends_with('*');
    let target: String = phrase.trim_end_matches('*').split(|c: char| !c.is_alphanumeric()).collect::<String>();
    let target = target.to_lowercase();
    if target.is_empty() {
        return vec![];
    }
    let mut found = vec![];
    for start in 0..text.len() {
        let mut joined = String::new();
        for end in start + 1..=text.len().min(start + 5) {
            joined.push_str(&text[end - 1]);
            if joined.len() > target.len() + 3 && !prefix {
                break;
            }
            if same(&joined, &target, prefix) {
                found.push((start, end));
                break;
            }
        }
    }
    found
}

/// Every phrase of every entry found in `text`, with the head's bonus, minus those inside a longer phrase found.
fn find_all(entries: &[Entry], text: &[String], head: Option<usize>) -> Vec<Found> {
    let mut found = vec![];
    for (index, entry) in entries.iter().enumerate() {
        let matching = entry.matching();
        let phrases =
            matching.names.iter().map(|p| (p, NAME_WEIGHT)).chain(matching.words.iter().map(|p| (p, WORD_WEIGHT)));
        for (phrase_index, (phrase, weight)) in phrases.enumerate() {
            for (start, end) in occurrences(text, phrase) {
                // At the head: the head is in the phrase and only generic words follow it there.
                let at_head =
                    head.is_some_and(|h| start <= h && h < end && text[h + 1..end].iter().all(|w| is_generic(w)));
                let bonus = if at_head { 2 } else { 1 };
                found.push(Found { entry: index, phrase: phrase_index, start, end, weight: weight * bonus });
            }
        }
    }
    // Spans compare without their trailing generic words: "service agreement" in "Vendor Services Agreement" is the
    // "services" inside "vendor services".
    let core = |f: &Found| {
        (f.start, (f.start + 1..f.end).rev().find(|&i| !is_generic(&text[i])).map_or(f.start + 1, |i| i + 1))
    };
    let inside = |a: &Found, b: &Found| {
        let ((a_start, a_end), (b_start, b_end)) = (core(a), core(b));
        b_start <= a_start && a_end <= b_end && (b_end - b_start) > (a_end - a_start)
    };
    let kept: Vec<bool> = found.iter().map(|a| !found.iter().any(|b| inside(a, b))).collect();
    found.into_iter().zip(kept).filter_map(|(f, keep)| keep.then_some(f)).collect()
}

/// The best-scoring entry of `found`, if it scores enough: each phrase counts once.
fn best(found: &[Found], count: usize) -> Option<(usize, u32)> {
    let mut scores = vec![0u32; count];
    let mut seen = std::collections::BTreeSet::new();
    for f in found {
        if seen.insert((f.entry, f.phrase)) {
            scores[f.entry] += f.weight;
        }
    }
    // Ties go to the entry listed first: kinds, routes, then unsupported kinds and notices.
    let (index, score) = scores.iter().enumerate().max_by_key(|&(i, s)| (*s, std::cmp::Reverse(i)))?;
    (*score >= DECIDES).then_some((index, *score))
}

fn mentions(text: &[String], phrases: &[String]) -> bool {
    phrases.iter().any(|phrase| !occurrences(text, phrase).is_empty())
}

/// What the name (else the description) means.
pub(crate) fn resolve<'a>(library: &'a Library, name: &str, description: &str) -> Resolved<'a> {
    let entries = entries(library);
    let name_words = words(name);
    let description_words = words(description);
    let by_name = best(&find_all(&entries, &name_words, head(&name_words)), entries.len());
    // A description is free text: only the kinds and routes are read in it ("we will lend a hand" is no loan).
    let chosen = by_name.or_else(|| {
        let drafted: Vec<Entry> =
            entries.iter().copied().filter(|e| matches!(e, Entry::Kind(..) | Entry::Route(_))).collect();
        best(&find_all(&drafted, &description_words, None), drafted.len()).map(|(i, score)| {
            let id = drafted[i].id();
            (entries.iter().position(|e| e.id() == id).unwrap_or(i), score)
        })
    });
    let Some((index, _)) = chosen else {
        if name_words.iter().all(|w| is_filler(w)) {
            if let Some(kind) = general(library) {
                return Resolved::Kind(kind);
            }
        }
        return Resolved::Unsupported(Refusal::Unknown);
    };
    let entry = entries[index];
    // Words that send this kind elsewhere (an apartment's lease is a residential lease).
    for unless in &entry.matching().unless {
        if mentions(&name_words, &unless.words) || mentions(&description_words, &unless.words) {
            if let Some(other) = entries.iter().find(|e| e.id() == unless.entry) {
                return other.resolved();
            }
        }
    }
    entry.resolved()
}

/// The side the business is on: the order's `businessRole` when it is one of the kind's sides (any case), else the
/// usual side; `None` when the order named no side or one the kind does not have.
pub(crate) fn business_side(kind: &CustomKind, request: &DocumentRequest) -> (usize, Option<bool>) {
    let Some(role) = request.details.business_role.as_deref() else { return (0, None) };
    match kind.spec.sides.iter().position(|side| side.eq_ignore_ascii_case(role.trim())) {
        Some(index) => (index, Some(true)),
        None => (0, Some(false)),
    }
}

/// Whether a route's outline is its mutual one: the order's answer, else the name's words.
pub(crate) fn route_is_mutual(route: &RouteEntry, name: &str, request: &DocumentRequest) -> bool {
    match request.details.mutuality {
        Some(mutuality) => mutuality == Mutuality::Mutual,
        None => {
            let text = words(name);
            mentions(&text, &route.mutual_words) && !mentions(&text, &route.one_way_words)
        }
    }
}

/// Whether the business type fits the kind (an operating agreement is an LLC's).
pub(crate) fn fits_business(kind: &CustomKind, business_type: BusinessType) -> bool {
    kind.spec.business_types.is_empty()
        || kind.spec.business_types.iter().any(|label| BusinessType::parse(label) == Some(business_type))
}

/// What the catalog makes of a typed name (the `kind` of `generate-document-questions`).
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "camelCase")]
pub struct CustomKindInfo {
    /// Whether the offline engine drafts it.
    pub supported: bool,
    /// How the product names it ("commercial lease").
    pub label: String,
    /// The two sides the business may be on, the usual one first; empty when there is no choice.
    pub sides: Vec<String>,
    /// Whether the form asks 'Mutual' or 'One-way'.
    pub mutual_choice: bool,
    /// When not supported: what the offline engine cannot draft and what to choose instead.
    pub message: Option<String>,
    /// The kind's own follow-up questions (empty: the spec's default groups apply).
    #[serde(skip)]
    pub questions: Vec<String>,
}

pub(crate) fn info(library: &Library, name: &str) -> CustomKindInfo {
    let resolved = resolve(library, name, "");
    let catalog = library.catalog();
    let (sides, mutual_choice, questions) = match resolved {
        Resolved::Kind(kind) => (
            kind.spec.sides.clone(),
            kind.spec.mutual_choice && kind.spec.confidentiality != "mutual",
            kind.spec.questions.clone(),
        ),
        Resolved::Route(route) => (vec![], route.mutual_outline.is_some(), route.questions.clone()),
        Resolved::Unsupported(_) | Resolved::Notice(_) => (vec![], false, vec![]),
    };
    let message = resolved.refusal(catalog, name);
    CustomKindInfo {
        supported: message.is_none(),
        label: resolved.label(catalog).to_string(),
        sides,
        mutual_choice,
        message,
        questions,
    }
}

pub(crate) fn refusal(library: &Library, request: &DocumentRequest) -> Option<String> {
    let custom =
        request.custom_document.as_ref().filter(|_| request.document_type == crate::domain::DocumentType::Other)?;
    let resolved = resolve(library, &custom.name, &custom.description);
    match resolved {
        Resolved::Kind(kind) if !fits_business(&kind, request.business_type) => kind.spec.business_type_message.clone(),
        other => other.refusal(library.catalog(), &custom.name),
    }
}

/// The catalog as Markdown, for docs/custom-kinds.md.
pub(crate) fn catalog_markdown(library: &Library) -> String {
    use std::fmt::Write;
    let mut out = String::from("# The 'Other (Beta)' catalog\n\n");
    out.push_str(
        "Generated from the outlines under `shared/drafting/outlines/custom/` and `shared/drafting/catalog/` by \
`cargo test -p shared --lib custom_catalog` (`CATALOG_UPDATE=1` rewrites it); do not edit by hand. How a name is \
matched, and how to add a kind: docs/extending-the-engine.md, \"Recipe: an 'Other (Beta)' custom kind\".\n\n",
    );
    out.push_str("## Kinds the offline engine drafts\n\n");
    out.push_str(
        "| kind | outline | sides (the usual first) | mutual or one-way asked | frame |\n|---|---|---|---|---|\n",
    );
    for (name, _, spec) in library.custom_kinds() {
        let sides = if spec.sides.is_empty() { "— (no choice)".to_string() } else { spec.sides.join(" / ") };
        let asked = if spec.mutual_choice && spec.confidentiality != "mutual" { "yes" } else { "no" };
        let _ = writeln!(out, "| {} | `{name}` | {sides} | {asked} | `{}` |", spec.label, spec.frame);
    }
    for (name, outline, spec) in library.custom_kinds() {
        let _ = write!(out, "\n### {} (`{name}`)\n\n", capitalized(&spec.label));
        if let Some(matching) = &outline.matching {
            let _ = writeln!(
                out,
                "Names: {}.\n",
                matching.names.iter().map(|n| format!("“{n}”")).collect::<Vec<_>>().join(", ")
            );
        }
        if !spec.business_types.is_empty() {
            let _ = writeln!(out, "Only for: {}.\n", spec.business_types.join(", "));
        }
        let Some(essentials) = &outline.essentials else { continue };
        out.push_str("Essential terms (each found in every draft by its heading or text):\n\n");
        for term in &essentials.terms {
            let found = match (&term.text, term.headings.as_slice()) {
                (Some(text), _) => format!("text “{text}”"),
                (None, headings) => headings.iter().map(|h| format!("“{h}”")).collect::<Vec<_>>().join(" or "),
            };
            let _ = writeln!(out, "- {} — {found}", term.term);
        }
        out.push_str("\nSources:\n\n");
        for source in &essentials.sources {
            let _ = writeln!(out, "- {}, {} — {}", source.name, source.citation, source.because);
        }
    }
    let catalog = library.catalog();
    out.push_str("\n## Names drafted with another outline\n\n");
    for route in &catalog.routes {
        let outlines = std::iter::once(&route.outline).chain(&route.mutual_outline).map(|o| format!("`{o}`"));
        let _ = writeln!(
            out,
            "- {} ({}): {}",
            capitalized(&route.label),
            outlines.collect::<Vec<_>>().join(", "),
            route.matching.names.join(", ")
        );
    }
    out.push_str("\n## Notices and policies (the notice frame)\n\n");
    for notice in &catalog.notices {
        let _ = writeln!(out, "- {}: {}", capitalized(&notice.label), notice.matching.names.join(", "));
    }
    out.push_str("\n## Names the offline engine does not draft\n\n");
    out.push_str(
        "Refused before payment when the offline engine drafts (`custom_type_not_supported`), with this sentence.\n\n",
    );
    for entry in &catalog.unsupported {
        let _ = writeln!(
            out,
            "- **{}** ({}): {}",
            capitalized(&entry.label),
            entry.matching.names.join(", "),
            entry.message
        );
    }
    if let Some(unknown) = &catalog.unknown {
        let _ =
            writeln!(out, "- **{}** (a name that matches nothing): {}", capitalized(&unknown.label), unknown.message);
    }
    out
}

fn capitalized(text: &str) -> String {
    let mut chars = text.chars();
    chars.next().map(|c| c.to_uppercase().chain(chars).collect()).unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn words_are_read_without_case_punctuation_or_apostrophes() {
        assert_eq!(words("Shareholders' Agreement (LLC)"), ["shareholders", "agreement", "llc"]);
        assert_eq!(words("Non-Disclosure"), ["non", "disclosure"]);
    }

    #[test]
    fn the_head_is_the_last_word_before_the_complement() {
        let head_of = |text: &str| head(&words(text)).map(|i| words(text)[i].clone());
        assert_eq!(head_of("Software License Agreement").as_deref(), Some("license"));
        assert_eq!(head_of("Purchase Order").as_deref(), Some("order"));
        assert_eq!(head_of("Agreement for the Sale of Goods").as_deref(), Some("sale"));
        assert_eq!(head_of("License Agreement for Software").as_deref(), Some("license"));
        assert_eq!(head_of("Agreement"), None);
    }

    #[test]
    fn phrases_match_across_spaces_plurals_and_one_slip() {
        assert_eq!(occurrences(&words("Sub Contractor Agreement"), "subcontractor"), [(0, 2)]);
        assert_eq!(occurrences(&words("Shareholders Agreement"), "shareholder"), [(0, 1)]);
        assert_eq!(occurrences(&words("Independant Contractor"), "independent contractor"), [(0, 2)]);
        assert_eq!(occurrences(&words("Licensing Deal"), "licens*"), [(0, 1)]);
        assert!(occurrences(&words("Wholesale Terms"), "sale").is_empty());
        assert!(occurrences(&words("Dental Services"), "rental").is_empty(), "no slips in short words");
        assert!(one_slip("agreemnt", "agreement") && one_slip("licnese", "license") && !one_slip("abc", "xyz"));
    }
}
