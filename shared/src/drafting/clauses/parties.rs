//! How the business is described in a parties block, the opening paragraph of every agreement, and who signs.

use super::Roles;
use crate::drafting::library::{Library, Vars};
use crate::drafting::model::{Paragraph, SignatureParty};
use crate::drafting::order::Ctx;

/// "This Freelance Agreement (this “Agreement”) is made as of ____ (the “Effective Date”) between Acme LLC, a Texas
/// limited liability company, whose mailing address is ____ (the “Client”), and ____, whose mailing address is
/// ____ (the “Freelancer”)." `title` may be the customer's text: it goes in as plain text.
pub(crate) fn agreement_opening(ctx: &Ctx, title: &str, roles: &Roles) -> Paragraph {
    let vars = Vars::order(roles, ctx).customer("title", title).customer("business", ctx.business());
    let opening = Library::embedded().clause("parties/opening", &vars);
    opening.paragraphs.into_iter().next().unwrap_or_default()
}

/// One signature block for the business, named, and one for the other party, to fill in.
pub(crate) fn signature_parties(ctx: &Ctx, roles: &Roles) -> Vec<SignatureParty> {
    vec![SignatureParty::new(roles.owner, ctx.business()), SignatureParty::new(roles.other, "")]
}
