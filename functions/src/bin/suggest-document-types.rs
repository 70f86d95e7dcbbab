//! The `suggest-document-types` Lambda: the shared handler behind API Gateway.

#[tokio::main]
async fn main() -> Result<(), lambda_http::Error> {
    shared::lambda::serve(shared::api::Function::SuggestDocumentTypes).await
}
