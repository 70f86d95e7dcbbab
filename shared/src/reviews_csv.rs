//! Reviews as CSV for the operator (`export-reviews`): RFC 4180 (every field quoted, quotes doubled, CRLF line
//! ends, a header row), and safe to open in a spreadsheet: a text field that starts like a formula (`=`, `+`, `-`,
//! `@`, or a tab or carriage return before one) gets a leading apostrophe, so the spreadsheet shows it as text
//! instead of running it.

use crate::store::ReviewRecord;
use std::io::{self, Write};
use time::format_description::well_known::Rfc3339;

pub const HEADER: [&str; 7] =
    ["created_at", "updated_at", "rating", "reviewer_name", "document_type", "feedback", "review_id"];

/// Writes `reviews` as CSV, header first.
pub fn write_reviews_csv(reviews: &[ReviewRecord], out: &mut impl Write) -> io::Result<()> {
    write_row(out, HEADER.iter().map(|h| h.to_string()))?;
    for review in reviews {
        let time = |t: time::OffsetDateTime| t.format(&Rfc3339).map_err(io::Error::other);
        write_row(
            out,
            [
                time(review.created_at)?,
                time(review.updated_at)?,
                review.rating.to_string(),
                review.reviewer_name.clone().unwrap_or_default(),
                review.document_type.clone(),
                review.feedback.clone(),
                review.code_id.clone(),
            ],
        )?;
    }
    out.flush()
}

fn write_row(out: &mut impl Write, fields: impl IntoIterator<Item = String>) -> io::Result<()> {
    let row: Vec<String> = fields.into_iter().map(|field| quoted(&neutralised(&field))).collect();
    write!(out, "{}\r\n", row.join(","))
}

/// A field a spreadsheet would read as a formula, made plain text.
fn neutralised(field: &str) -> String {
    let starts_like_formula = field.starts_with(['=', '+', '-', '@', '\t', '\r']);
    if starts_like_formula {
        format!("'{field}")
    } else {
        field.to_string()
    }
}

fn quoted(field: &str) -> String {
    format!("\"{}\"", field.replace('"', "\"\""))
}

#[cfg(test)]
mod tests {
    use super::*;
    use time::macros::datetime;

    fn review(name: Option<&str>, feedback: &str) -> ReviewRecord {
        ReviewRecord {
            code_id: "6f1c1f7e-0000-4000-8000-000000000001".into(),
            reviewer_name: name.map(str::to_string),
            rating: 4,
            feedback: feedback.into(),
            document_type: "Non-Disclosure Agreement".into(),
            created_at: datetime!(2026-11-23 10:00:00 UTC),
            updated_at: datetime!(2026-11-23 10:05:30 UTC),
        }
    }

    fn csv(reviews: &[ReviewRecord]) -> String {
        let mut out = Vec::new();
        write_reviews_csv(reviews, &mut out).unwrap();
        String::from_utf8(out).unwrap()
    }

    #[test]
    fn an_empty_export_is_the_header_alone() {
        assert_eq!(
            csv(&[]),
            "\"created_at\",\"updated_at\",\"rating\",\"reviewer_name\",\"document_type\",\"feedback\",\"review_id\"\r\n"
        );
    }

    #[test]
    fn quotes_commas_and_line_breaks_stay_inside_their_field() {
        let out = csv(&[review(Some("Jane \"JD\" Doe"), "Good, fast.\nWould buy again.")]);
        let row = out.split_once("\r\n").unwrap().1;
        assert_eq!(
            row,
            "\"2026-11-23T10:00:00Z\",\"2026-11-23T10:05:30Z\",\"4\",\"Jane \"\"JD\"\" Doe\",\
             \"Non-Disclosure Agreement\",\"Good, fast.\nWould buy again.\",\"6f1c1f7e-0000-4000-8000-000000000001\"\r\n"
        );
    }

    #[test]
    fn fields_that_start_like_a_formula_are_text() {
        for (typed, exported) in [
            ("=HYPERLINK(\"http://x\")", "\"'=HYPERLINK(\"\"http://x\"\")\""),
            ("+1 great", "\"'+1 great\""),
            ("-5 stars", "\"'-5 stars\""),
            ("@SUM(A1)", "\"'@SUM(A1)\""),
            ("\t=1+1", "\"'\t=1+1\""),
            ("Fine = good", "\"Fine = good\""),
        ] {
            let out = csv(&[review(Some(typed), "")]);
            assert!(out.contains(&format!(",{exported},")), "{typed:?} -> {out}");
        }
        assert!(csv(&[review(None, "=cmd")]).contains(",\"\",\"Non-Disclosure Agreement\",\"'=cmd\","));
    }
}
