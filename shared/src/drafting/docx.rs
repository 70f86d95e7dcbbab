//! Word (.docx) output with docx-rs.
//!
//! Styles Title, Heading 1, Heading 2 and Normal are defined in the styles part, so a user can restyle the whole
//! document; sections and clauses carry real Word numbering ("%1." and "%1.%2."); the header repeats the title and
//! the footer reads "Page X of Y" with PAGE and NUMPAGES fields; margins are one inch on US Letter paper. Every piece
//! of text goes in as a text run, so nothing the customer typed is read as markup.
//!
//! The signature blocks stay on one page with their heading and the body's last paragraph (keep with next, each row
//! unsplittable), so no block is left alone on the last page. The review notes go in as Word comments by the product
//! ([`render_docx_with_notes`]): each beside the clauses it concerns, and a short cover comment on the title that
//! says what they are, holds the notes about the whole document and says to delete them all before signing
//! (docs/decisions/0030).

use super::model::{Clause, DraftDocument, Paragraph as DraftParagraph, SignatureParty, BLANK};
use super::research::ReviewNote;
use docx_rs::{
    AbstractNumbering, AlignmentType, BreakType, Comment, Docx, FieldCharType, Footer, Header, IndentLevel,
    InstrNUMPAGES, InstrPAGE, InstrText, Level, LevelJc, LevelText, LineSpacing, NumberFormat, Numbering, NumberingId,
    PageMargin, Paragraph, Run, RunFonts, SpecialIndentType, Start, Style, StyleType, Table, TableCell, TableRow,
    WidthType,
};
use std::collections::HashMap;

mod pack;

#[derive(Debug, thiserror::Error)]
pub enum DocxError {
    /// The document has no text to put in a file.
    #[error("No document content available to download")]
    Empty,
    /// Packing the file failed (not expected with an in-memory buffer).
    #[error("could not write the Word file: {0}")]
    Write(#[from] std::io::Error),
    /// A file given to read back is not a Word file docx-rs can open.
    #[error("could not read the Word file: {0}")]
    Read(String),
}

/// The numbering instance every section and clause uses (docx-rs reserves id 1 for its default list).
const NUMBERING: usize = 2;
const TWIPS_PER_INCH: i32 = 1440;
/// US Letter, in twips.
const PAGE_WIDTH: u32 = 12_240;
const PAGE_HEIGHT: u32 = 15_840;
/// Indent of clause text, so it lines up after "1.1".
const BODY_INDENT: i32 = 720;
const FONT: &str = "Times New Roman";
/// The header and footer text size, in half-points (9 pt).
const SMALL: usize = 18;

/// What the Word file says about itself (File > Info in Word): the document's title, the product that made it and
/// when. docx-rs would write "unknown" and 1970.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct WordProperties {
    /// The product's name, shown as the author and the application.
    pub creator: String,
    pub created: time::OffsetDateTime,
}

impl WordProperties {
    pub fn new(creator: &str, created: time::OffsetDateTime) -> WordProperties {
        WordProperties { creator: creator.to_string(), created }
    }

    /// When the file was made as Word dates its parts, comments and tracked changes: UTC to the second
    /// ("2026-11-26T10:30:00Z").
    pub(crate) fn date(&self) -> String {
        self.created
            .to_offset(time::UtcOffset::UTC)
            .replace_nanosecond(0)
            .unwrap_or(self.created)
            .format(&time::format_description::well_known::Rfc3339)
            .unwrap_or_else(|_| "1970-01-01T00:00:00Z".to_string())
    }
}

/// The Word file, made now by the default product name (tools and tests; the product passes its own name and clock
/// through [`render_docx_as`]).
pub fn render_docx(document: &DraftDocument) -> Result<Vec<u8>, DocxError> {
    render_docx_as(document, &WordProperties::new(crate::site::DEFAULT_SITE_NAME, time::OffsetDateTime::now_utc()))
}

/// The Word file with no review notes (a text the buyer formats: `format-document`).
pub fn render_docx_as(document: &DraftDocument, properties: &WordProperties) -> Result<Vec<u8>, DocxError> {
    render_docx_with_notes(document, properties, &[])
}

/// The Word file with `notes` as comments by `properties.creator` at `properties.created`: each note beside the
/// clauses it concerns (one comment over each run of them that follow on), and a cover comment on the title with
/// the notes that concern the whole document or no clause the document has. No notes, no comments.
pub fn render_docx_with_notes(
    document: &DraftDocument,
    properties: &WordProperties,
    notes: &[ReviewNote],
) -> Result<Vec<u8>, DocxError> {
    if document.is_empty() {
        return Err(DocxError::Empty);
    }
    pack(build(document, notes, properties), &document.title, properties)
}

/// The file for a docx-rs tree: compressed, with `title` and `properties` as its core properties.
pub(crate) fn pack(docx: Docx, title: &str, properties: &WordProperties) -> Result<Vec<u8>, DocxError> {
    let mut stored = std::io::Cursor::new(Vec::new());
    docx.pack(&mut stored).map_err(std::io::Error::other)?;
    let core = core_properties(&clean(title), properties);
    deflate(stored.get_ref(), &core)
}

const CORE_PROPERTIES_PART: &str = "docProps/core.xml";

/// The package's core properties (OPC part 2, with Dublin Core terms): title, creator, last modified by, created and
/// modified time, all set.
fn core_properties(title: &str, properties: &WordProperties) -> String {
    let when = properties.date();
    let (title, creator) = (xml_text(title), xml_text(&properties.creator));
    format!(
        concat!(
            r#"<?xml version="1.0" encoding="UTF-8" standalone="yes"?>"#,
            r#"<cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" "#,
            r#"xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:dcterms="http://purl.org/dc/terms/" "#,
            r#"xmlns:dcmitype="http://purl.org/dc/dcmitype/" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">"#,
            r#"<dc:title>{title}</dc:title><dc:creator>{creator}</dc:creator>"#,
            r#"<cp:lastModifiedBy>{creator}</cp:lastModifiedBy><cp:revision>1</cp:revision>"#,
            r#"<dcterms:created xsi:type="dcterms:W3CDTF">{when}</dcterms:created>"#,
            r#"<dcterms:modified xsi:type="dcterms:W3CDTF">{when}</dcterms:modified>"#,
            r#"</cp:coreProperties>"#
        ),
        title = title,
        creator = creator,
        when = when
    )
}

fn xml_text(text: &str) -> String {
    text.replace('&', "&amp;").replace('<', "&lt;").replace('>', "&gt;").replace('"', "&quot;")
}

/// The same archive with every part compressed and the core properties set. docx-rs stores its parts uncompressed,
/// where Word deflates them; the XML shrinks about threefold (the longest offline contract from 88 KB to 27 KB), which
/// keeps the base64 answer of format-document and the stored files small. Parts keep their names and order
/// ([Content_Types].xml first). Deflate's fastest level; one stream serves every part ([`pack`]).
fn deflate(stored: &[u8], core_properties: &str) -> Result<Vec<u8>, DocxError> {
    let zip_error = |e: zip::result::ZipError| DocxError::Write(std::io::Error::other(e));
    let mut archive = zip::ZipArchive::new(std::io::Cursor::new(stored)).map_err(zip_error)?;
    let mut contents: Vec<(String, Option<Vec<u8>>)> = Vec::with_capacity(archive.len());
    for index in 0..archive.len() {
        let mut part = archive.by_index(index).map_err(zip_error)?;
        let name = part.name().to_string();
        let content = if part.is_dir() {
            None
        } else if name == CORE_PROPERTIES_PART {
            Some(core_properties.as_bytes().to_vec())
        } else {
            let mut content = Vec::with_capacity(usize::try_from(part.size()).unwrap_or(0));
            std::io::Read::read_to_end(&mut part, &mut content)?;
            Some(content)
        };
        contents.push((name, content));
    }
    let parts: Vec<pack::Part<'_>> =
        contents.iter().map(|(name, content)| pack::Part { name, content: content.as_deref() }).collect();
    pack::pack(&parts, stored.len() / 3).map_err(|e| DocxError::Write(std::io::Error::other(e)))
}

/// The document as a docx-rs tree, with `notes` as comments by `properties.creator`.
fn build(document: &DraftDocument, notes: &[ReviewNote], properties: &WordProperties) -> Docx {
    let placed = placed_blocks(document);
    let mut comments = Comments::lay_out(&placed, notes, properties);
    let title = Paragraph::new().style("Title");
    let title_run = Run::new().add_text(clean(&document.title));
    let title = match comments.cover.take() {
        Some(cover) => title.add_comment_start(cover).add_run(title_run).add_comment_end(COVER),
        None => title.add_run(title_run),
    };
    let mut docx = skeleton(&document.title).add_paragraph(title);
    let signed = !document.signature_parties.is_empty();
    let last = placed.len().saturating_sub(1);
    for (index, (block, _)) in placed.iter().enumerate() {
        let frame = if signed && index == last { lead_in(block.frame()) } else { block.frame() };
        let frame = comments.starts.remove(&index).into_iter().flatten().fold(frame, Paragraph::add_comment_start);
        let paragraph = block.runs().iter().fold(frame, |p, run| p.add_run(text_run(run)));
        let ends = comments.ends.remove(&index).unwrap_or_default();
        docx = docx.add_paragraph(ends.into_iter().rev().fold(paragraph, Paragraph::add_comment_end));
    }
    signatures(docx, &document.signature_parties)
}

/// The body's last paragraph before the signatures: kept whole and on the signatures' page.
pub(crate) fn lead_in(frame: Paragraph) -> Paragraph {
    frame.keep_next(true).keep_lines(true)
}

/// The cover comment's id.
const COVER: usize = 1;
const COVER_TITLE: &str = "Review notes";
const COVER_INTRO: &str = "These notes come with your document. They are not legal advice: take them to a qualified \
                           attorney licensed in your state.";
const COVER_DELETE: &str = "Delete every comment before you sign or publish the document (in Word: Review > Delete \
                            > Delete All Comments in Document).";

/// The review notes laid out as comments: the cover comment, and the comments that start and end at each body
/// paragraph (by its index in [`placed_blocks`]).
struct Comments {
    cover: Option<Comment>,
    starts: HashMap<usize, Vec<Comment>>,
    ends: HashMap<usize, Vec<usize>>,
}

impl Comments {
    fn lay_out(placed: &[(Block, Option<&Clause>)], notes: &[ReviewNote], properties: &WordProperties) -> Comments {
        let mut comments = Comments { cover: None, starts: HashMap::new(), ends: HashMap::new() };
        if notes.is_empty() {
            return comments;
        }
        let (author, date) = (properties.creator.as_str(), properties.date());
        // One paragraph per comment, its lines apart by line breaks: docx-rs writes a comment once for each of its
        // paragraphs, and Word and LibreOffice read those copies as one comment repeated.
        let comment = |id: usize, lines: Vec<Run>| {
            let paragraph = lines.into_iter().enumerate().fold(Paragraph::new(), |p, (index, line)| match index {
                0 => p.add_run(line),
                _ => p.add_run(Run::new().add_break(BreakType::TextWrapping)).add_run(line),
            });
            Comment::new(id).author(author).date(date.as_str()).add_paragraph(paragraph)
        };
        let note = |text: &str| Run::new().add_text(clean(text));
        // Each clause with an id: its place among the clauses, and its first and last paragraphs.
        let mut spans: Vec<(usize, usize)> = vec![];
        let mut order: HashMap<&str, usize> = HashMap::new();
        for (index, (_, clause)) in placed.iter().enumerate() {
            let Some(id) = clause.and_then(|c| c.id.as_deref()) else { continue };
            match order.get(id) {
                Some(&at) => spans[at].1 = index,
                None => {
                    order.insert(id, spans.len());
                    spans.push((index, index));
                }
            }
        }
        let mut whole = vec![];
        let mut next = COVER + 1;
        for review in notes {
            let mut places: Vec<usize> =
                review.clauses.iter().filter_map(|id| order.get(id.as_str()).copied()).collect();
            places.sort_unstable();
            places.dedup();
            if places.is_empty() {
                whole.push(review.text.as_str());
                continue;
            }
            // One comment over each run of clauses that follow on from each other.
            let mut runs: Vec<(usize, usize)> = vec![];
            for place in places {
                match runs.last_mut() {
                    Some(run) if run.1 + 1 == place => run.1 = place,
                    _ => runs.push((place, place)),
                }
            }
            for (first, last) in runs {
                let (start, end) = (spans[first].0, spans[last].1);
                comments.starts.entry(start).or_default().push(comment(next, vec![note(&review.text)]));
                comments.ends.entry(end).or_default().push(next);
                next += 1;
            }
        }
        let beside = match (comments.starts.is_empty(), whole.is_empty()) {
            (true, _) => None,
            (false, true) => Some("Each note is a comment beside the clause it concerns."),
            (false, false) => Some(
                "Each note is a comment beside the clause it concerns; the notes below concern the whole document.",
            ),
        };
        let mut cover = vec![Run::new().add_text(COVER_TITLE).bold(), note(COVER_INTRO)];
        cover.extend(beside.map(note));
        cover.push(note(COVER_DELETE));
        cover.extend(whole.into_iter().map(note));
        comments.cover = Some(comment(COVER, cover));
        comments
    }
}

/// The file's page, fonts, styles, numbering, header (the title) and footer, with no body yet.
pub(crate) fn skeleton(title: &str) -> Docx {
    Docx::new()
        .page_size(PAGE_WIDTH, PAGE_HEIGHT)
        .page_margin(
            PageMargin::new()
                .top(TWIPS_PER_INCH)
                .bottom(TWIPS_PER_INCH)
                .left(TWIPS_PER_INCH)
                .right(TWIPS_PER_INCH)
                .header(720)
                .footer(720)
                .gutter(0),
        )
        .default_fonts(RunFonts::new().ascii(FONT).hi_ansi(FONT).cs(FONT).east_asia(FONT))
        .default_size(24)
        .default_line_spacing(LineSpacing::new().after(120).line(264))
        .add_style(
            Style::new("Title", StyleType::Paragraph)
                .name("Title")
                .based_on("Normal")
                .next("Normal")
                .size(32)
                .bold()
                .align(AlignmentType::Center)
                .line_spacing(LineSpacing::new().after(360)),
        )
        .add_style(heading_style("Heading1", "heading 1", 0, (240, 120)))
        .add_style(heading_style("Heading2", "heading 2", 1, (120, 60)))
        .add_abstract_numbering(
            AbstractNumbering::new(NUMBERING).add_level(level(0, "%1.")).add_level(level(1, "%1.%2.")),
        )
        .add_numbering(Numbering::new(NUMBERING, NUMBERING))
        .header(Header::new().add_paragraph(
            Paragraph::new().align(AlignmentType::Right).size(SMALL).add_run(small().add_text(clean(title))),
        ))
        .footer(Footer::new().add_paragraph(page_x_of_y()))
}

/// The 'Signatures' heading and one table per party, when the document has any: the heading, every block and the
/// space between blocks keep with what follows, so they stay on one page with the body's last paragraph
/// ([`lead_in`]) before them.
pub(crate) fn signatures(mut docx: Docx, parties: &[SignatureParty]) -> Docx {
    if !parties.is_empty() {
        docx = docx.add_paragraph(
            Paragraph::new().style("Heading1").keep_next(true).add_run(Run::new().add_text("Signatures")),
        );
        let last = parties.len() - 1;
        for (index, party) in parties.iter().enumerate() {
            docx = docx.add_table(signature_table(party)).add_paragraph(Paragraph::new().keep_next(index < last));
        }
    }
    docx
}

/// One paragraph of the body, between the title and the signatures, by where it sits: that decides its style and
/// numbering. The Word file and the redline lay the body out from the same blocks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Block<'d> {
    /// An unnumbered opening paragraph (parties, recitals).
    Preamble(&'d DraftParagraph),
    /// "1. Confidential Information".
    SectionHeading(&'d str),
    /// "1.1 Definition".
    ClauseHeading(&'d str),
    /// The first paragraph of a clause without a heading: it carries the clause's number.
    NumberedParagraph(&'d DraftParagraph),
    /// A paragraph of a clause, indented under its number.
    ClauseParagraph(&'d DraftParagraph),
}

/// The body's paragraphs in reading order.
pub(crate) fn blocks(document: &DraftDocument) -> Vec<Block<'_>> {
    placed_blocks(document).into_iter().map(|(block, _)| block).collect()
}

/// The body's paragraphs in reading order, each with the clause it belongs to (a clause's heading and paragraphs).
fn placed_blocks(document: &DraftDocument) -> Vec<(Block<'_>, Option<&Clause>)> {
    let mut blocks: Vec<(Block, Option<&Clause>)> =
        document.preamble.iter().map(|p| (Block::Preamble(p), None)).collect();
    for section in &document.sections {
        blocks.push((Block::SectionHeading(&section.heading), None));
        for clause in &section.clauses {
            let mut paragraphs = clause.paragraphs.iter();
            match clause.heading.as_deref().filter(|h| !h.trim().is_empty()) {
                Some(heading) => blocks.push((Block::ClauseHeading(heading), Some(clause))),
                None => blocks.extend(paragraphs.next().map(|p| (Block::NumberedParagraph(p), Some(clause)))),
            }
            blocks.extend(paragraphs.map(|p| (Block::ClauseParagraph(p), Some(clause))));
        }
    }
    blocks
}

/// A piece of a block's text, bold or not.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub(crate) struct TextRun {
    pub text: String,
    pub bold: bool,
}

impl Block<'_> {
    /// The paragraph's style, numbering and alignment, without its text.
    pub(crate) fn frame(&self) -> Paragraph {
        let numbered = |p: Paragraph, depth: usize| p.numbering(NumberingId::new(NUMBERING), IndentLevel::new(depth));
        match self {
            Block::Preamble(_) => Paragraph::new().align(AlignmentType::Both),
            Block::SectionHeading(_) => numbered(Paragraph::new().style("Heading1").keep_next(true), 0),
            Block::ClauseHeading(_) => numbered(Paragraph::new().style("Heading2").keep_next(true), 1),
            Block::NumberedParagraph(_) => numbered(Paragraph::new().align(AlignmentType::Both), 1),
            Block::ClauseParagraph(_) => {
                Paragraph::new().align(AlignmentType::Both).indent(Some(BODY_INDENT), None, None, None)
            }
        }
    }

    /// The block's text as Word can hold it: headings plain (their style makes them bold), paragraphs bold where
    /// the draft says so; empty pieces dropped.
    pub(crate) fn runs(&self) -> Vec<TextRun> {
        match self {
            Block::SectionHeading(text) | Block::ClauseHeading(text) => {
                vec![TextRun { text: clean(text), bold: false }]
            }
            Block::Preamble(p) | Block::NumberedParagraph(p) | Block::ClauseParagraph(p) => p
                .runs
                .iter()
                .map(|run| TextRun { text: clean(&run.text), bold: run.bold })
                .filter(|run| !run.text.is_empty())
                .collect(),
        }
    }
}

/// A Word run of `run`'s text.
pub(crate) fn text_run(run: &TextRun) -> Run {
    let r = Run::new().add_text(run.text.clone());
    if run.bold {
        r.bold()
    } else {
        r
    }
}

/// A bold heading style at outline `level`, with `spacing` before and after, in twips. "heading 1" and
/// "heading 2" are Word's built-in names, so Word's navigation pane and table of contents find them.
fn heading_style(id: &str, name: &str, level: usize, spacing: (u32, u32)) -> Style {
    Style::new(id, StyleType::Paragraph)
        .name(name)
        .based_on("Normal")
        .next("Normal")
        .size(24)
        .bold()
        .outline_lvl(level)
        .line_spacing(LineSpacing::new().before(spacing.0).after(spacing.1))
}

/// One level of the section numbering: "%1." for sections, "%1.%2." for clauses, text indented past the number.
fn level(depth: usize, text: &str) -> Level {
    Level::new(depth, Start::new(1), NumberFormat::new("decimal"), LevelText::new(text), LevelJc::new("left")).indent(
        Some(BODY_INDENT),
        Some(SpecialIndentType::Hanging(BODY_INDENT)),
        None,
        None,
    )
}

/// A run in the header and footer's small size. Every run of the footer, field pieces included, is made here, so
/// "Page", the numbers and "of" all share one size.
fn small() -> Run {
    Run::new().size(SMALL)
}

/// "Page X of Y", with PAGE and NUMPAGES fields.
fn page_x_of_y() -> Paragraph {
    let paragraph = Paragraph::new().align(AlignmentType::Center).size(SMALL).add_run(small().add_text("Page "));
    let paragraph = field(paragraph, InstrText::PAGE(InstrPAGE::new()));
    let paragraph = paragraph.add_run(small().add_text(" of "));
    field(paragraph, InstrText::NUMPAGES(InstrNUMPAGES::new()))
}

/// A field as Word writes one: begin, instruction, separator, a placeholder result and end, each in its own run
/// with the same properties. (In a single run, LibreOffice shows the result in the paragraph's default size.)
fn field(paragraph: Paragraph, instruction: InstrText) -> Paragraph {
    paragraph
        .add_run(small().add_field_char(FieldCharType::Begin, false))
        .add_run(small().add_instr_text(instruction))
        .add_run(small().add_field_char(FieldCharType::Separate, false))
        .add_run(small().add_text("1"))
        .add_run(small().add_field_char(FieldCharType::End, false))
}

/// One party's block: the role and name across the top, then signature, name, title and date lines.
fn signature_table(party: &SignatureParty) -> Table {
    const LABEL_WIDTH: usize = 1_800;
    const LINE_WIDTH: usize = 5_400;
    let heading = TableCell::new().grid_span(2).width(LABEL_WIDTH + LINE_WIDTH, WidthType::Dxa).add_paragraph(
        Paragraph::new()
            .keep_next(true)
            .add_run(Run::new().add_text(format!("{}:", clean(&party.role))).bold())
            .add_run(Run::new().add_text(format!(" {}", clean(party.name_or_blank())))),
    );
    let mut rows = vec![TableRow::new(vec![heading]).cant_split()];
    for label in party.lines() {
        rows.push(
            TableRow::new(vec![
                TableCell::new()
                    .width(LABEL_WIDTH, WidthType::Dxa)
                    .add_paragraph(Paragraph::new().keep_next(true).add_run(Run::new().add_text(format!("{label}:")))),
                TableCell::new()
                    .width(LINE_WIDTH, WidthType::Dxa)
                    .add_paragraph(Paragraph::new().keep_next(true).add_run(Run::new().add_text(BLANK))),
            ])
            .cant_split(),
        );
    }
    Table::without_borders(rows).set_grid(vec![LABEL_WIDTH, LINE_WIDTH]).width(LABEL_WIDTH + LINE_WIDTH, WidthType::Dxa)
}

/// Text as Word can hold it: characters XML 1.0 forbids are dropped, line breaks become spaces.
pub(crate) fn clean(text: &str) -> String {
    text.chars()
        .filter_map(|c| match c {
            '\n' | '\r' => Some(' '),
            '\t' => Some(c),
            c if (c as u32) < 0x20 || c == '\u{FFFE}' || c == '\u{FFFF}' => None,
            c => Some(c),
        })
        .collect()
}

/// Every text in a Word file's body, paragraphs and table cells (signature blocks) alike, as docx-rs reads it
/// back: how tests and reviewers check what a generated file really says.
pub fn read_back_texts(bytes: &[u8]) -> Result<Vec<String>, DocxError> {
    let docx = docx_rs::read_docx(bytes).map_err(|e| DocxError::Read(e.to_string()))?;
    let mut texts = vec![];
    for child in &docx.document.children {
        match child {
            docx_rs::DocumentChild::Paragraph(p) => texts.push(p.raw_text()),
            docx_rs::DocumentChild::Table(table) => {
                for docx_rs::TableChild::TableRow(row) in &table.rows {
                    for docx_rs::TableRowChild::TableCell(cell) in &row.cells {
                        for content in &cell.children {
                            if let docx_rs::TableCellContent::Paragraph(p) = content {
                                texts.push(p.raw_text());
                            }
                        }
                    }
                }
            }
            _ => {}
        }
    }
    Ok(texts)
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use crate::drafting::model::{clause, p, Clause, Section};

    /// The text of one part of a Word file.
    pub(crate) fn zip_entry(archive: &[u8], wanted: &str) -> Option<String> {
        let mut archive = zip::ZipArchive::new(std::io::Cursor::new(archive)).ok()?;
        let mut part = archive.by_name(wanted).ok()?;
        assert_eq!(part.compression(), zip::CompressionMethod::Deflated, "{wanted} is compressed");
        let mut text = String::new();
        std::io::Read::read_to_string(&mut part, &mut text).ok()?;
        Some(text)
    }

    #[test]
    fn the_file_names_its_title_the_product_as_author_and_when_it_was_made() {
        let made = time::macros::datetime!(2026-11-24 09:15:30.250 -05:00);
        let bytes = render_docx_as(&sample(), &WordProperties::new("Lex & Co <Drafts>", made)).expect("renders");
        let core = zip_entry(&bytes, CORE_PROPERTIES_PART).expect("core properties part");
        assert!(core.contains("<dc:title>Services Agreement</dc:title>"), "{core}");
        assert!(core.contains("<dc:creator>Lex &amp; Co &lt;Drafts&gt;</dc:creator>"), "{core}");
        assert!(core.contains(">2026-11-24T14:15:30Z</dcterms:created>"), "{core}");
        assert!(!core.contains("unknown") && !core.contains("1970"), "{core}");
        // The default stamp is the real time, not docx-rs's 1970.
        let now = time::OffsetDateTime::now_utc().year().to_string();
        let core = zip_entry(&render_docx(&sample()).expect("renders"), CORE_PROPERTIES_PART).expect("core part");
        assert!(core.contains(&format!(">{now}-")) && core.contains(crate::site::DEFAULT_SITE_NAME), "{core}");
    }

    fn sample() -> DraftDocument {
        DraftDocument {
            title: "Services Agreement".into(),
            preamble: vec![DraftParagraph::default().and_bold("Smith & Sons <Ltd>").and_plain(" agrees.\u{0}")],
            sections: vec![Section::new(
                "Terms",
                vec![
                    clause("Scope", vec![p("The \"**Services**\" are described.")]),
                    Clause::new(None, vec![p("No heading.")]),
                ],
            )],
            signature_parties: vec![
                SignatureParty::new("Company", "Smith & Sons <Ltd>"),
                SignatureParty::new("Client", ""),
            ],
        }
    }

    #[test]
    fn writes_a_docx_with_styles_numbering_header_footer_and_signatures() {
        let bytes = render_docx(&sample()).unwrap();
        let texts = read_back_texts(&bytes).unwrap();
        assert!(texts.iter().any(|t| t == "Smith & Sons <Ltd> agrees."), "{texts:?}");
        assert!(texts.iter().any(|t| t == "Company: Smith & Sons <Ltd>"));
        assert!(texts.iter().any(|t| *t == format!("Client: {BLANK}")));

        let document = zip_entry(&bytes, "word/document.xml").unwrap();
        assert_eq!(document.matches("<w:numPr>").count(), 3, "section, clause heading and headingless clause");
        assert!(document.contains("<w:b />") || document.contains("<w:b/>"));
        assert!(document.contains(r#"w:top="1440""#) && document.contains(r#"w:left="1440""#));
        let styles = zip_entry(&bytes, "word/styles.xml").unwrap();
        for id in ["Title", "Heading1", "Heading2", "Normal"] {
            assert!(styles.contains(&format!(r#"w:styleId="{id}""#)), "style {id}");
        }
        let numbering = zip_entry(&bytes, "word/numbering.xml").unwrap();
        assert!(numbering.contains(r#"w:val="%1.""#) && numbering.contains(r#"w:val="%1.%2.""#));
        let footer = zip_entry(&bytes, "word/footer1.xml").unwrap();
        assert!(footer.contains("NUMPAGES") && footer.contains("PAGE") && footer.contains("Page "));
        // Every run of the footer, field pieces included, carries the same small size: "Page 1 of 3" must not
        // show its numbers larger than its words.
        let runs: Vec<&str> = footer.split("<w:r>").skip(1).collect();
        assert_eq!(runs.len(), 12, "Page, 5 runs per field, of: {footer}");
        for run in &runs {
            assert!(run.contains(r#"<w:sz w:val="18" />"#) && run.contains(r#"<w:szCs w:val="18" />"#), "{run}");
            assert!(
                run.matches("<w:fldChar").count() + run.matches("<w:instrText").count() + run.matches("<w:t ").count()
                    == 1,
                "one piece per run: {run}"
            );
        }
        let header = zip_entry(&bytes, "word/header1.xml").unwrap();
        assert!(header.contains("Services Agreement"));
    }

    /// XML text as read: entities replaced.
    fn unescape(text: &str) -> String {
        text.replace("&apos;", "'")
            .replace("&quot;", "\"")
            .replace("&lt;", "<")
            .replace("&gt;", ">")
            .replace("&amp;", "&")
    }

    /// The texts of the `<w:t>` elements in `xml`, joined.
    fn texts(xml: &str) -> String {
        let texts = xml.split("<w:t").skip(1).filter_map(|t| {
            let (tag, rest) = t.split_once('>')?;
            (tag.is_empty() || tag.starts_with(' ')).then(|| rest.split('<').next().unwrap_or_default())
        });
        unescape(&texts.collect::<String>())
    }

    /// One comment of a Word file: its author, the texts of its lines (apart by paragraph or line break), and the
    /// text of the body it is anchored on (between its range's start and end).
    #[derive(Debug)]
    pub(crate) struct WordComment {
        pub author: String,
        pub lines: Vec<String>,
        pub anchored: String,
    }

    /// Every comment of a Word file, in order, as its parts say it.
    pub(crate) fn word_comments(bytes: &[u8]) -> Vec<WordComment> {
        let comments = zip_entry(bytes, "word/comments.xml").expect("a comments part");
        let document = zip_entry(bytes, "word/document.xml").expect("a document part");
        let ids: Vec<&str> = comments.split("<w:comment w:id=\"").skip(1).filter_map(|c| c.split('"').next()).collect();
        let unique: std::collections::BTreeSet<&&str> = ids.iter().collect();
        assert_eq!(unique.len(), ids.len(), "each comment is written once: {ids:?}");
        comments
            .split("<w:comment ")
            .skip(1)
            .map(|comment| {
                let id = comment.split("w:id=\"").nth(1).and_then(|r| r.split('"').next()).expect("an id");
                let author = comment.split("w:author=\"").nth(1).and_then(|r| r.split('"').next()).expect("an author");
                let body = comment.split("</w:comment>").next().unwrap_or_default();
                let lines = body.split("<w:p ").skip(1).flat_map(|p| p.split("<w:br ")).map(texts).collect();
                let start = format!("<w:commentRangeStart w:id=\"{id}\" />");
                let end = format!("<w:commentRangeEnd w:id=\"{id}\" />");
                let anchored = document
                    .split(&start)
                    .nth(1)
                    .and_then(|rest| rest.split(&end).next())
                    .unwrap_or_else(|| panic!("comment {id} has no range in the body"));
                assert!(
                    document.contains(&format!("<w:commentReference w:id=\"{id}\" />")),
                    "comment {id} is referenced"
                );
                WordComment { author: unescape(author), lines, anchored: texts(anchored) }
            })
            .collect()
    }

    /// The `<w:p>` elements of the body, in order, each whole (tables' cell paragraphs included).
    pub(crate) fn body_paragraphs(bytes: &[u8]) -> Vec<String> {
        let document = zip_entry(bytes, "word/document.xml").expect("a document part");
        document.split("<w:p ").skip(1).map(|p| p.split("</w:p>").next().unwrap_or_default().to_string()).collect()
    }

    fn keeps_with_next(paragraph: &str) -> bool {
        paragraph.contains("<w:keepNext />")
    }

    fn noted() -> (DraftDocument, Vec<ReviewNote>) {
        let mut document = sample();
        document.sections.push(Section::new(
            "Payment",
            vec![clause("Fees", vec![p("The Client pays the fees.")]), clause("Invoices", vec![p("Monthly.")])],
        ));
        let ids = ["scope", "no-heading", "fees", "invoices"];
        for (clause, id) in document.sections.iter_mut().flat_map(|s| &mut s.clauses).zip(ids) {
            clause.id = Some(id.to_string());
        }
        let note = |text: &str, clauses: &[&str]| ReviewNote {
            text: text.to_string(),
            clauses: clauses.iter().map(|c| c.to_string()).collect(),
        };
        let notes = vec![
            note("Have an attorney review it.", &[]),
            note("Describe the Services & <their> scope.", &["scope"]),
            note("Check the fees and invoices.", &["fees", "invoices"]),
            note("Check the scope and the fees.", &["scope", "fees"]),
            note("About a clause an AI draft does not have.", &["gone"]),
        ];
        (document, notes)
    }

    #[test]
    fn review_notes_are_comments_on_their_clauses_with_a_cover_comment_on_the_title() {
        let (document, notes) = noted();
        let made = time::macros::datetime!(2026-11-26 10:30:00 UTC);
        let bytes =
            render_docx_with_notes(&document, &WordProperties::new("LegalDraft", made), &notes).expect("renders");
        let comments = word_comments(&bytes);
        assert!(comments.iter().all(|c| c.author == "LegalDraft"), "{comments:?}");
        let comments_xml = zip_entry(&bytes, "word/comments.xml").expect("comments part");
        assert!(comments_xml.contains(r#"w:date="2026-11-26T10:30:00Z""#), "{comments_xml}");
        // Each comment once, with one entry in the extended part.
        let extended = zip_entry(&bytes, "word/commentsExtended.xml").expect("comments extended part");
        assert_eq!(extended.matches("<w15:commentEx ").count(), comments.len(), "{extended}");

        // The cover comment, on the title: what the notes are, to delete them, and the notes on no clause.
        let cover = &comments[0];
        assert_eq!(cover.anchored, "Services Agreement");
        assert_eq!(cover.lines[0], COVER_TITLE);
        assert!(cover.lines.iter().any(|p| p.starts_with("These notes come with your document")), "{cover:?}");
        assert!(cover.lines.iter().any(|p| p.contains("Delete All Comments")), "{cover:?}");
        assert!(cover.lines.ends_with(&[
            "Have an attorney review it.".to_string(),
            "About a clause an AI draft does not have.".to_string()
        ]));

        // Each other note beside its clause: one comment over clauses that follow on, one for each apart.
        let on =
            |text: &str| comments.iter().filter(|c| c.lines == [text]).map(|c| c.anchored.as_str()).collect::<Vec<_>>();
        assert_eq!(on("Describe the Services & <their> scope."), ["ScopeThe \"Services\" are described."]);
        assert_eq!(on("Check the fees and invoices."), ["FeesThe Client pays the fees.InvoicesMonthly."]);
        assert_eq!(
            on("Check the scope and the fees."),
            ["ScopeThe \"Services\" are described.", "FeesThe Client pays the fees."]
        );
        assert_eq!(comments.len(), 1 + 1 + 1 + 2);
        // The file reads back, its text as before.
        assert!(read_back_texts(&bytes).unwrap().iter().any(|t| t == "The Client pays the fees."));
    }

    #[test]
    fn no_notes_no_comments() {
        let (document, _) = noted();
        let bytes = render_docx(&document).expect("renders");
        assert!(word_comments(&bytes).is_empty());
        assert!(!zip_entry(&bytes, "word/document.xml").unwrap().contains("commentRangeStart"));
    }

    #[test]
    fn the_signatures_keep_with_their_heading_and_the_last_paragraph() {
        let (document, notes) = noted();
        let bytes = render_docx_with_notes(
            &document,
            &WordProperties::new("LegalDraft", time::OffsetDateTime::now_utc()),
            &notes,
        )
        .expect("renders");
        let paragraphs = body_paragraphs(&bytes);
        let heading = paragraphs.iter().position(|p| texts(p) == "Signatures").expect("a signatures heading");
        // The last paragraph of the body stays whole and with the heading; the heading with the first block.
        let last_text = &paragraphs[heading - 1];
        assert_eq!(texts(last_text), "Monthly.");
        assert!(keeps_with_next(last_text) && last_text.contains("<w:keepLines />"), "{last_text}");
        assert!(paragraphs[..heading - 1]
            .iter()
            .filter(|p| texts(p) == "The Client pays the fees.")
            .all(|p| !keeps_with_next(p)));
        // Every paragraph after it keeps with the next but the very last (after the last block): the chain holds
        // the heading, both blocks and the space between them together.
        let after = &paragraphs[heading..];
        let (last, chained) = after.split_last().expect("paragraphs after the heading");
        assert!(chained.iter().all(|p| keeps_with_next(p)), "{chained:?}");
        assert!(!keeps_with_next(last) && texts(last).is_empty(), "{last}");
        let document_xml = zip_entry(&bytes, "word/document.xml").unwrap();
        assert_eq!(document_xml.matches("<w:cantSplit />").count(), 2 * 5, "every row of both blocks is whole");
    }

    #[test]
    fn an_empty_document_is_refused_and_markup_like_text_stays_text() {
        assert!(matches!(
            render_docx(&DraftDocument { title: "T".into(), ..Default::default() }),
            Err(DocxError::Empty)
        ));
        let doc = DraftDocument {
            title: "T".into(),
            preamble: vec![DraftParagraph::plain("<w:p>**not bold**</w:p>")],
            ..Default::default()
        };
        let bytes = render_docx(&doc).unwrap();
        assert!(read_back_texts(&bytes).unwrap().iter().any(|t| t == "<w:p>**not bold**</w:p>"));
    }
}
