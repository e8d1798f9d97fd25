//! Tests of `graphql.rs`.
use super::*;

fn accept(value: Option<&str>) -> Option<Media> {
    let mut h = HeaderMap::new();
    if let Some(v) = value {
        h.insert(header::ACCEPT, HeaderValue::from_str(v).unwrap());
    }
    negotiate(&h)
}

#[test]
fn accept_picks_the_first_acceptable_media_type() {
    assert_eq!(accept(None), Some(Media::Json));
    assert_eq!(accept(Some("application/json")), Some(Media::Json));
    assert_eq!(accept(Some("*/*")), Some(Media::Json));
    assert_eq!(accept(Some("application/graphql-response+json")), Some(Media::GraphqlResponse));
    assert_eq!(accept(Some("application/graphql-response+json, application/json;q=0.9")), Some(Media::GraphqlResponse));
    assert_eq!(accept(Some("application/json, application/graphql-response+json")), Some(Media::Json));
    assert_eq!(accept(Some("application/json;q=0, application/graphql-response+json")), Some(Media::GraphqlResponse));
    assert_eq!(accept(Some("text/html")), None);
}

#[test]
fn the_bearer_scheme_is_case_insensitive() {
    let token = |v: &str| {
        let mut h = HeaderMap::new();
        h.insert(header::AUTHORIZATION, HeaderValue::from_str(v).unwrap());
        bearer(&h)
    };
    assert_eq!(token("Bearer abc").as_deref(), Some("abc"));
    assert_eq!(token("BEARER abc").as_deref(), Some("abc"));
    assert_eq!(token("bearer  abc ").as_deref(), Some("abc"));
    assert_eq!(token("Basic abc"), None);
    assert_eq!(token("Bearerabc"), None);
}

#[test]
fn only_json_bodies_are_accepted() {
    let ct = |v: &str| {
        let mut h = HeaderMap::new();
        h.insert(header::CONTENT_TYPE, HeaderValue::from_str(v).unwrap());
        json_content_type(&h)
    };
    assert!(ct("application/json"));
    assert!(ct("application/json; charset=utf-8"));
    assert!(ct("Application/JSON;charset=\"UTF-8\""));
    assert!(!ct("application/json; charset=latin1"));
    assert!(!ct("text/plain"));
    assert!(!ct("application/x-www-form-urlencoded"));
    assert!(!ct("multipart/form-data; boundary=x"));
    assert!(!json_content_type(&HeaderMap::new()));
}

#[test]
fn argument_errors_on_variables_are_the_callers_input() {
    let q = "query($id:Int!){case(caseId:$id){caseId}}";
    assert!(argument_is_variable(q, 1, 22));
    assert!(!argument_is_variable("{case(caseId:\"x\"){caseId}}", 1, 7));
    assert!(argument_is_variable("query($i:Int!){\n  case(caseId : $i) { caseId }\n}", 2, 8));
    assert!(!argument_is_variable(q, 9, 1));
}

#[test]
fn body_members_are_type_checked() {
    use serde_json::json;
    assert!(members(json!({"query": "{a}"})).is_ok());
    assert!(members(json!({"query": "{a}", "variables": null, "operationName": null, "extensions": {}})).is_ok());
    assert!(members(json!({"query": 1})).is_err());
    assert!(members(json!({})).is_err());
    assert!(members(json!([{"query": "{a}"}])).is_err());
    assert!(members(json!({"query": "{a}", "variables": "x"})).is_err());
    assert!(members(json!({"query": "{a}", "extensions": "x"})).is_err());
}
