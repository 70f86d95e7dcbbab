//! `plan-document` (issues 23 and 24): what the engine will draft for an order, before anything is paid or spent.
//! The form sends the order as it stands; the answer is the plan of the one drafting pass that writes the document
//! (`drafting::plan`): each selected special clause drafted, left out with the reason and what is used instead, or
//! waiting on the details that decide it; and the document's sections. No code is needed and nothing is stored.

use super::access;
use super::admission::admission;
use crate::context::AppContext;
use crate::domain::{BusinessType, DocumentData, Industry};
use crate::drafting;
use crate::error::ApiError;
use crate::http::{ApiRequest, ApiResponse};
use crate::limits::PLANS_PER_CLIENT_PER_MINUTE;
use serde::Deserialize;
use serde_json::json;

#[derive(Deserialize, Default)]
#[serde(rename_all = "camelCase", default)]
struct PlanBody {
    #[serde(deserialize_with = "crate::domain::document_data::optional_object")]
    document_data: Option<DocumentData>,
}

/// The business's name a plan is drafted under while the form has none yet: it names no one and decides nothing.
const PREVIEW_BUSINESS_NAME: &str = "Your business";

/// The order as far as a plan needs it: the type and state (and an 'Other (Beta)' type's name) must be given; the
/// business's name, its type and industry, which decide no clause's lawfulness, are filled in when still blank so a
/// form can show the plan while it is being filled in. Everything given is checked as at checkout.
fn with_preview_defaults(mut data: DocumentData) -> DocumentData {
    if data.business_name.trim().is_empty() {
        data.business_name = PREVIEW_BUSINESS_NAME.into();
    }
    if data.business_type.trim().is_empty() {
        data.business_type = BusinessType::ALL[0].label().into();
    }
    if data.industry.trim().is_empty() {
        data.industry = Industry::ALL[Industry::ALL.len() - 1].label().into();
    }
    data
}

/// `plan-document`: `{documentData}` → `{clauses, sections}`.
pub async fn plan_document(ctx: &AppContext, request: &ApiRequest) -> Result<ApiResponse, ApiError> {
    let body: PlanBody = request.json()?;
    let data = body.document_data.ok_or_else(|| {
        ApiError::bad_request("missing_document_data", "Please fill out the document form to continue")
    })?;
    let client = access::client_key(request);
    access::count_per_minute(ctx, "plans", &client, &PLANS_PER_CLIENT_PER_MINUTE).await?;
    let admission = admission(ctx);
    // The customer's own words are screened when the order is admitted for payment; a plan drafts none of them.
    let order = admission.parse(&with_preview_defaults(data))?.without_customer_words().screen().await?;
    let as_of = admission.as_of;
    let plan = ctx.cpu.run(Some(&client), move || drafting::plan(&order, as_of)).await?;
    let sections: Vec<&str> = plan.document.sections.iter().map(|section| section.heading.as_str()).collect();
    Ok(ApiResponse::ok(&json!({ "clauses": plan.clauses, "sections": sections })))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn blanks_that_decide_nothing_are_filled_and_the_deciding_ones_are_not() {
        let data = with_preview_defaults(DocumentData::default());
        assert_eq!(data.business_name, PREVIEW_BUSINESS_NAME);
        assert!(BusinessType::parse(&data.business_type).is_some());
        assert!(Industry::parse(&data.industry).is_some());
        assert!(data.document_type.is_empty() && data.state_jurisdiction.is_empty());
        let given =
            DocumentData { business_name: "Acme".into(), industry: "Healthcare".into(), ..DocumentData::default() };
        let kept = with_preview_defaults(given);
        assert_eq!((kept.business_name.as_str(), kept.industry.as_str()), ("Acme", "Healthcare"));
    }
}
