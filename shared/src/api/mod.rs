//! The server functions of spec §7 (and the ones the generation design adds), served at `/api/{name}`.
//!
//! Handlers are plain async functions over the app context. `dispatch` is the one place that turns their errors
//! into HTTP answers and adds the security headers.

pub mod access;
pub mod admission;
pub mod assist;
pub mod checkout;
pub mod codes;
pub mod contact;
pub mod documents;
pub mod lost_codes;
pub mod operator;
pub mod plans;
pub mod registry;
pub mod reviews;
pub mod revisions;
pub mod site;
pub mod test_checkout;
pub mod your_documents;

use crate::context::AppContext;
use crate::error::ApiError;
use crate::http::{
    cross_site_request, declares_json, origin_allowed, payload_too_large, unsupported_media_type, ApiRequest,
    ApiResponse, MAX_BODY_BYTES,
};
use http::{header, HeaderValue, Method, StatusCode};

macro_rules! functions {
    ($($variant:ident => $name:literal),* $(,)?) => {
        /// Every HTTP server function, by its public name.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        pub enum Function { $($variant),* }

        impl Function {
            pub const ALL: &'static [Function] = &[$(Function::$variant),*];

            pub fn name(self) -> &'static str {
                match self { $(Function::$variant => $name),* }
            }

            pub fn from_name(name: &str) -> Option<Function> {
                Function::ALL.iter().copied().find(|f| f.name() == name)
            }
        }
    };
}

functions! {
    CreateCheckout => "create-checkout",
    VerifyStripeSession => "verify-stripe-session",
    StripeWebhook => "stripe-webhook",
    ValidateDocumentCode => "validate-document-code",
    GetCreditInfo => "get-credit-info",
    SaveDocumentData => "save-document-data",
    ClearDocumentData => "clear-document-data",
    ResearchDocument => "research-document",
    GenerateDocument => "generate-document",
    FormatDocument => "format-document",
    DownloadDocument => "download-document",
    StartGeneration => "start-generation",
    GenerationStatus => "generation-status",
    SuggestDocumentTypes => "suggest-document-types",
    GenerateDocumentQuestions => "generate-document-questions",
    GenerateSampleDocument => "generate-sample-document",
    SiteConfig => "site-config",
    SendContactEmail => "send-contact-email",
    CheckIntegrations => "check-integrations",
    AdminLookupPurchase => "admin-lookup-purchase",
    AdminGuaranteeAction => "admin-guarantee-action",
    SubmitReview => "submit-review",
    RecoverDocumentCodes => "recover-document-codes",
    ListDocuments => "list-documents",
    ReviseDocument => "revise-document",
    PlanDocument => "plan-document",
}

impl Function {
    /// The one method a function answers: GET for the public, cacheable site configuration (a browser preloads it
    /// and caches may keep it), POST for every other call.
    pub fn method(self) -> Method {
        match self {
            Function::SiteConfig => Method::GET,
            _ => Method::POST,
        }
    }

    /// The operator's functions: they exist only while `ADMIN_TOKEN` is set, and need it.
    pub fn is_operator(self) -> bool {
        matches!(self, Function::CheckIntegrations | Function::AdminLookupPurchase | Function::AdminGuaranteeAction)
    }

    /// Loads, in a Lambda's init phase, what this function reads on every call, so a buyer's first call does not pay
    /// for it: the drafting engine for the functions that admit, screen, plan or draft an order (`drafting::warm_up`,
    /// about 17 ms); only the 'Other (Beta)' catalog and the suggestion list for the two that read nothing else.
    pub fn warm_up(self, as_of: time::Date) {
        match self {
            Function::CreateCheckout
            | Function::ResearchDocument
            | Function::GenerateDocument
            | Function::FormatDocument
            | Function::StartGeneration
            | Function::GenerateSampleDocument
            | Function::ReviseDocument
            | Function::PlanDocument => crate::drafting::warm_up(as_of),
            Function::SuggestDocumentTypes | Function::GenerateDocumentQuestions => {
                crate::drafting::custom_kind("Consulting Agreement");
                crate::advice::rank_suggestions("services agreement");
            }
            _ => {}
        }
    }

    /// Whether `method` is this function's; a GET function answers HEAD too (the headers of its GET).
    pub fn accepts(self, method: &Method) -> bool {
        *method == self.method() || (self.method() == Method::GET && *method == Method::HEAD)
    }
}

/// Runs one function on one request and always produces a response.
pub async fn dispatch(ctx: &AppContext, function: Function, request: ApiRequest) -> ApiResponse {
    use tracing::Instrument;
    let span = tracing::info_span!("function", name = function.name(), request_id = %request.request_id);
    let result = async {
        if function.is_operator() && ctx.config.admin_token.is_none() {
            // Without a token configured the operator's functions are off: a call gets what a name that is none gets.
            Err(unknown_function())
        } else if let Err(refusal) = refuse_cross_site(ctx, &request) {
            Err(refusal)
        } else if !function.accepts(&request.method) {
            Err(method_not_allowed(function))
        } else if request.method == Method::POST && !declares_json(&request.headers) {
            Err(unsupported_media_type())
        } else if request.body.len() > MAX_BODY_BYTES {
            // Checked here, not only where JSON is parsed, so functions that read text (stripe-webhook) are bounded
            // too.
            Err(payload_too_large())
        } else {
            run(ctx, function, &request).await
        }
    }
    .instrument(span.clone())
    .await;
    let response = match result {
        Ok(response) => response,
        Err(err) => {
            if err.status.is_server_error() {
                tracing::error!(parent: &span, status = err.status.as_u16(), error_code = err.code, "function failed");
            } else {
                tracing::info!(parent: &span, status = err.status.as_u16(), error_code = err.code, "request refused");
            }
            error_response(err)
        }
    };
    let mut response = response.with_security_headers();
    if response.status == StatusCode::METHOD_NOT_ALLOWED {
        let allow = if function.method() == Method::GET { "GET" } else { "POST" };
        response.headers.insert(header::ALLOW, HeaderValue::from_static(allow));
    }
    response
}

/// Refuses a request another website's page made the visitor's browser send: its `Origin` is neither the request's
/// own nor the configured public origin (docs/decisions/0023). Together with the JSON-only rule this is the one
/// cross-site defence every function shares, on the local server and on Lambda alike.
pub fn refuse_cross_site(ctx: &AppContext, request: &ApiRequest) -> Result<(), ApiError> {
    if origin_allowed(&request.headers, ctx.config.public_base_url.as_deref()) {
        Ok(())
    } else {
        tracing::info!(origin = request.header("origin").unwrap_or_default(), "foreign Origin refused");
        Err(cross_site_request())
    }
}

/// An error as the HTTP answer every path under `/api/` gives: JSON `{error, code}`, and `Allow: POST` on a 405.
pub fn error_response(err: ApiError) -> ApiResponse {
    let allow_post = err.status == StatusCode::METHOD_NOT_ALLOWED;
    let mut response = ApiResponse::from(err);
    if allow_post {
        response.headers.insert(header::ALLOW, HeaderValue::from_static("POST"));
    }
    response.with_security_headers()
}

/// Every function is called with its one method (POST, or GET for site-config); anything else is this 405.
pub fn method_not_allowed(function: Function) -> ApiError {
    let message = format!("This call only accepts {}.", function.method());
    ApiError::new(StatusCode::METHOD_NOT_ALLOWED, "method_not_allowed", message)
}

/// A path under `/api/` that names no function (an unknown name, a deeper path, `/api/` itself).
pub fn unknown_function() -> ApiError {
    ApiError::not_found("unknown_function", "There is no such API call.")
}

async fn run(ctx: &AppContext, function: Function, request: &ApiRequest) -> Result<ApiResponse, ApiError> {
    match function {
        Function::CreateCheckout => checkout::create_checkout(ctx, request).await,
        Function::VerifyStripeSession => checkout::verify_stripe_session(ctx, request).await,
        Function::StripeWebhook => checkout::stripe_webhook(ctx, request).await,
        Function::ValidateDocumentCode => codes::validate_document_code(ctx, request).await,
        Function::GetCreditInfo => codes::get_credit_info(ctx, request).await,
        Function::SaveDocumentData => codes::save_document_data(ctx, request).await,
        Function::ClearDocumentData => codes::clear_document_data(ctx, request).await,
        Function::ResearchDocument => documents::research_document(ctx, request).await,
        Function::GenerateDocument => documents::generate_document(ctx, request).await,
        Function::FormatDocument => documents::format_document(ctx, request).await,
        Function::DownloadDocument => documents::download_document(ctx, request).await,
        Function::StartGeneration => documents::start_generation(ctx, request).await,
        Function::GenerationStatus => documents::generation_status(ctx, request).await,
        Function::SuggestDocumentTypes => assist::suggest_document_types(ctx, request).await,
        Function::GenerateDocumentQuestions => assist::generate_document_questions(ctx, request).await,
        Function::GenerateSampleDocument => assist::generate_sample_document(ctx, request).await,
        Function::SiteConfig => Ok(site::site_config(ctx)),
        Function::SendContactEmail => contact::send_contact_email(ctx, request).await,
        Function::CheckIntegrations => operator::check_integrations(ctx, request).await,
        Function::AdminLookupPurchase => operator::admin_lookup_purchase(ctx, request).await,
        Function::AdminGuaranteeAction => operator::admin_guarantee_action(ctx, request).await,
        Function::SubmitReview => reviews::submit_review(ctx, request).await,
        Function::RecoverDocumentCodes => lost_codes::recover_document_codes(ctx, request).await,
        Function::ListDocuments => your_documents::list_documents(ctx, request).await,
        Function::ReviseDocument => revisions::revise_document(ctx, request).await,
        Function::PlanDocument => plans::plan_document(ctx, request).await,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_function_name_resolves_back() {
        for function in Function::ALL {
            assert_eq!(Function::from_name(function.name()), Some(*function));
        }
        assert_eq!(Function::from_name("drop-tables"), None);
    }

    async fn context(data_dir: &std::path::Path) -> AppContext {
        let data_dir = data_dir.display().to_string();
        let config = crate::config::Config::from_lookup(|name| (name == "DATA_DIR").then(|| data_dir.clone()))
            .expect("default configuration");
        AppContext::from_config(config).await.expect("context builds").0
    }

    fn post(body: Vec<u8>) -> ApiRequest {
        let headers = [(header::CONTENT_TYPE, HeaderValue::from_static("application/json"))].into_iter().collect();
        ApiRequest {
            method: Method::POST,
            headers,
            body: body.into(),
            request_id: "test".into(),
            ..ApiRequest::default()
        }
    }

    #[tokio::test]
    async fn every_function_refuses_an_oversized_body_even_one_read_as_text() {
        let data_dir = std::env::temp_dir().join(format!("dispatch-test-{}", uuid::Uuid::new_v4()));
        let ctx = context(&data_dir).await;
        // stripe-webhook reads its body as text, never through the JSON parser that also checks the size.
        let webhook = dispatch(&ctx, Function::StripeWebhook, post(vec![b'x'; MAX_BODY_BYTES + 1])).await;
        assert_eq!(webhook.status, StatusCode::PAYLOAD_TOO_LARGE);
        let body: serde_json::Value = serde_json::from_slice(&webhook.body).expect("JSON error body");
        assert_eq!(body["code"], "payload_too_large");
        assert!(body["error"].is_string());
        assert_eq!(webhook.headers[header::CONTENT_TYPE], "application/json");
        assert_eq!(webhook.headers["x-frame-options"], "DENY");

        // At the limit the body reaches the handler, which refuses it for its own reason (it is not signed).
        let at_limit = dispatch(&ctx, Function::StripeWebhook, post(vec![b'x'; MAX_BODY_BYTES])).await;
        assert_eq!(at_limit.status, StatusCode::UNAUTHORIZED);
        let _ = std::fs::remove_dir_all(data_dir);
    }

    #[tokio::test]
    async fn code_gated_calls_authorize_before_they_read_the_body() {
        let data_dir = std::env::temp_dir().join(format!("dispatch-test-{}", uuid::Uuid::new_v4()));
        let ctx = context(&data_dir).await;
        let gated = [
            Function::SaveDocumentData,
            Function::ResearchDocument,
            Function::GenerateDocument,
            Function::FormatDocument,
            Function::DownloadDocument,
            Function::StartGeneration,
            Function::GenerationStatus,
            Function::SubmitReview,
            Function::ListDocuments,
            Function::ReviseDocument,
        ];
        for function in gated {
            // A body that is not JSON, and no code: the missing code is the answer, the body is never read.
            let response = dispatch(&ctx, function, post(b"not json".to_vec())).await;
            assert_eq!(response.status, StatusCode::UNAUTHORIZED, "{}", function.name());
            let body: serde_json::Value = serde_json::from_slice(&response.body).expect("JSON error body");
            assert_eq!(body["code"], "missing_code", "{}", function.name());
        }
        let _ = std::fs::remove_dir_all(data_dir);
    }

    #[tokio::test]
    async fn another_method_than_post_is_a_405_naming_post() {
        let data_dir = std::env::temp_dir().join(format!("dispatch-test-{}", uuid::Uuid::new_v4()));
        let ctx = context(&data_dir).await;
        let request = ApiRequest { method: Method::GET, request_id: "test".into(), ..ApiRequest::default() };
        let response = dispatch(&ctx, Function::GetCreditInfo, request).await;
        assert_eq!(response.status, StatusCode::METHOD_NOT_ALLOWED);
        assert_eq!(response.headers[header::ALLOW], "POST");
        let body: serde_json::Value = serde_json::from_slice(&response.body).expect("JSON error body");
        assert_eq!(body["code"], "method_not_allowed");
        let _ = std::fs::remove_dir_all(data_dir);
    }
}
