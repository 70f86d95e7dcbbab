//! The server functions of spec §7 (and the ones the generation design adds), served at `/api/{name}`.
//!
//! Handlers are plain async functions over the app context. `dispatch` is the one place that turns their errors
//! into HTTP answers and adds the security headers.

pub mod access;
pub mod assist;
pub mod checkout;
pub mod codes;
pub mod documents;
pub mod test_checkout;

use crate::context::AppContext;
use crate::error::ApiError;
use crate::http::{ApiRequest, ApiResponse};
use http::{Method, StatusCode};

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
}

/// Runs one function on one request and always produces a response.
pub async fn dispatch(ctx: &AppContext, function: Function, request: ApiRequest) -> ApiResponse {
    use tracing::Instrument;
    let span = tracing::info_span!("function", name = function.name(), request_id = %request.request_id);
    let result = if request.method != Method::POST {
        Err(ApiError::new(StatusCode::METHOD_NOT_ALLOWED, "method_not_allowed", "This call only accepts POST."))
    } else {
        run(ctx, function, &request).instrument(span.clone()).await
    };
    let response = match result {
        Ok(response) => response,
        Err(err) => {
            if err.status.is_server_error() {
                tracing::error!(parent: &span, status = err.status.as_u16(), error_code = err.code, "function failed");
            } else {
                tracing::info!(parent: &span, status = err.status.as_u16(), error_code = err.code, "request refused");
            }
            ApiResponse::from(err)
        }
    };
    response.with_security_headers()
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
}
