//! The investigation's custom fields (spec part 1 §2.6 Investigation form, §3 "Custom field
//! (UDF): udfTypeId, udfValueId, udfValue, udfLabel, udfShortName, inputType, options, screen,
//! caseId, sortOrder", §7 `incidentUdfs(caseId)`), shared by the form and the read-only
//! Investigation Report (spec 2 §2 All Cases row menu). The case's other investigation facts
//! (incident date, time, state, facts, injury) are fields of `case(caseId)`.

use std::collections::HashMap;

use async_graphql::{Context, Object, SimpleObject, ID};
use domain::investigation::{screen_fields, udf_values, UdfDefinition};

use crate::auth::viewer::ContextExt;
use crate::cases::query::load_case;
use app::error::AppResult;
use crate::ids::global_id;

pub mod form;
pub mod mutation;

/// The screen of the investigation's custom fields.
pub const INCIDENT_SCREEN: &str = "incident";

/// spec 1 §3 "Custom field (UDF)", with the case's value.
#[derive(SimpleObject, Clone, Debug)]
pub struct CaseUdf {
    pub id: ID,
    pub case_id: i64,
    pub udf_type_id: i64,
    pub udf_value_id: Option<i64>,
    /// The stored value (Multiselect values joined by `|`, dates `YYYY-MM-DD`).
    pub udf_value: Option<String>,
    /// The values it stands for (a Multiselect's choices; one value otherwise; none when blank).
    pub udf_values: Vec<String>,
    pub udf_label: String,
    pub udf_short_name: Option<String>,
    /// Text | Currency | MultiText5 | MultiText10 | Dropdown | Multiselect | Date
    pub input_type: String,
    /// spec 1 §3 "options (separated by ~)", split.
    pub options: Vec<String>,
    pub screen: Option<String>,
    pub sort_order: i64,
}

#[derive(Default)]
pub struct InvestigationQuery;

#[Object]
impl InvestigationQuery {
    /// spec 1 §7 incidentUdfs(caseId): every custom field of the incident screen in the form's
    /// order (sort order, then label), each with the case's value (blank when never set).
    /// Anyone who may read the case's organization.
    async fn incident_udfs(&self, ctx: &Context<'_>, case_id: i64) -> AppResult<Vec<CaseUdf>> {
        load_case(ctx, case_id).await?;
        case_udfs(ctx, case_id).await
    }
}

/// The definitions of the custom fields (reference items `udf_definition`).
pub async fn udf_definitions(ctx: &Context<'_>) -> AppResult<Vec<UdfDefinition>> {
    Ok(crate::reference::items(ctx, "udf_definition", None)
        .await?
        .into_iter()
        .map(|i| UdfDefinition::from_reference(i.item_id, &i.name, &serde_json::from_str(&i.attributes).unwrap_or(serde_json::Value::Null)))
        .collect())
}

/// The incident screen's custom fields of one case with its values (the caller checked access).
pub async fn case_udfs(ctx: &Context<'_>, case_id: i64) -> AppResult<Vec<CaseUdf>> {
    let defs = udf_definitions(ctx).await?;
    let mut values: HashMap<i64, (Option<i64>, Option<String>)> = HashMap::new();
    for r in projections::udfs::read::case_values(ctx.state().db.pool(), case_id).await? {
        values.insert(r.udf_type_id, (r.udf_value_id, r.value));
    }
    Ok(screen_fields(defs, INCIDENT_SCREEN)
        .into_iter()
        .map(|d| {
            let (udf_value_id, udf_value) = values.remove(&d.udf_type_id).unwrap_or((None, None));
            CaseUdf {
                id: global_id(&format!("CaseUdf{case_id}"), d.udf_type_id),
                case_id,
                udf_type_id: d.udf_type_id,
                udf_value_id,
                udf_values: udf_values(&d.input_type, udf_value.as_deref()),
                udf_value,
                udf_label: d.label,
                udf_short_name: d.short_name,
                input_type: d.input_type,
                options: d.options,
                screen: d.screen,
                sort_order: d.sort_order,
            }
        })
        .collect())
}
