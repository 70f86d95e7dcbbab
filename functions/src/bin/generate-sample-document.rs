//! The `generate-sample-document` Lambda: the shared handler behind API Gateway.

#[tokio::main]
async fn main() -> Result<(), lambda_http::Error> {
    shared::lambda::serve(shared::api::Function::GenerateSampleDocument).await
}
