//! What an operation would cost the server, computed from the document and the schema before
//! anything runs (docs/security.md, "Cost model"). A list field multiplies the cost of what is
//! selected inside it by its declared bound, so lists inside lists are weighed as the rows
//! they would build; and an object type reached through lists may appear at most
//! [`MAX_LIST_REPEATS`] times along one path, so a cycle between types
//! (`users { teams { users { teams … } } }`) is bounded per cycle, not only by overall depth.

use std::collections::HashMap;

use async_graphql::parser::types::{
    BaseType, ExecutableDocument, OperationType, Selection, SelectionSet, ServiceDocument, Type, TypeKind, TypeSystemDefinition,
};

/// The most an operation may cost: about the number of values its answer would hold.
pub const MAX_COST: u64 = 250_000;
/// The expected size of a list field that [`LIST_BOUNDS`] does not name.
pub const DEFAULT_LIST_BOUND: u64 = 100;
/// Times an object type may be reached through list fields along one path of a selection.
pub const MAX_LIST_REPEATS: usize = 2;

/// Declared sizes of list fields that differ from [`DEFAULT_LIST_BOUND`]: (type, field, rows).
/// A field missing from the schema fails `declared_bounds_name_real_list_fields`.
pub const LIST_BOUNDS: &[(&str, &str, u64)] = &[
    // An organization's staff and groups: hundreds of people, a few dozen groups.
    ("Organization", "users", 500),
    ("Organization", "teams", 100),
    ("Organization", "offices", 50),
    ("Organization", "departments", 50),
    ("Organization", "roles", 10),
    ("Team", "users", 100),
    ("Office", "users", 300),
    ("Department", "users", 300),
    ("User", "roles", 10),
    ("User", "teams", 20),
    ("User", "offices", 10),
    ("User", "departments", 10),
    ("Query", "roles", 10),
    // At most this many hits (cases::query::MAX_CLIENT_NAME_HITS).
    ("Query", "casesByClientName", 50),
    // Introspection: this schema's ~250 types and, on average, a type's members.
    ("__Schema", "types", 300),
    ("__Schema", "directives", 10),
    ("__Type", "fields", 8),
    ("__Type", "interfaces", 1),
    ("__Type", "possibleTypes", 2),
    ("__Type", "enumValues", 5),
    ("__Type", "inputFields", 5),
    ("__Field", "args", 2),
    ("__Directive", "args", 2),
];

/// The introspection types async-graphql serves beside the schema's own (not in its SDL).
const INTROSPECTION_SDL: &str = r#"
type __Schema { description: String types: [__Type!]! queryType: __Type! mutationType: __Type subscriptionType: __Type directives: [__Directive!]! }
type __Type { kind: String! name: String description: String specifiedByURL: String isOneOf: Boolean fields(includeDeprecated: Boolean): [__Field!] interfaces: [__Type!] possibleTypes: [__Type!] enumValues(includeDeprecated: Boolean): [__EnumValue!] inputFields(includeDeprecated: Boolean): [__InputValue!] ofType: __Type }
type __Field { name: String! description: String args(includeDeprecated: Boolean): [__InputValue!]! type: __Type! isDeprecated: Boolean! deprecationReason: String }
type __InputValue { name: String! description: String type: __Type! defaultValue: String isDeprecated: Boolean! deprecationReason: String }
type __EnumValue { name: String! description: String isDeprecated: Boolean! deprecationReason: String }
type __Directive { name: String! description: String locations: [String!]! args(includeDeprecated: Boolean): [__InputValue!]! isRepeatable: Boolean! }
"#;

/// A field's result as the cost model sees it.
#[derive(Debug, Clone)]
struct FieldCost {
    /// The named type it returns (`User` for `[User!]!`).
    returns: String,
    /// Its rows when it is a list of objects; 1 otherwise.
    rows: u64,
    /// Whether it is a list (its type counts towards [`MAX_LIST_REPEATS`]).
    list: bool,
}

/// Every object and interface field of the schema with its multiplicity, and the declared
/// type of every argument and input-object field (for `http::input`).
#[derive(Debug, Default)]
pub struct CostModel {
    fields: HashMap<String, HashMap<String, FieldCost>>,
    roots: [String; 3],
    /// (owner type, field) → argument → (named type, list).
    arguments: HashMap<(String, String), HashMap<String, (String, bool)>>,
    /// input object → field → (named type, list).
    inputs: HashMap<String, HashMap<String, (String, bool)>>,
}

fn named(ty: &Type) -> (&str, bool) {
    match &ty.base {
        BaseType::Named(name) => (name.as_str(), false),
        BaseType::List(inner) => (named(inner).0, true),
    }
}

impl CostModel {
    /// The model of a schema given as SDL (introspection types added).
    pub fn from_sdl(sdl: &str) -> Result<Self, String> {
        let mut model = CostModel { roots: ["Query".into(), "Mutation".into(), "Subscription".into()], ..Default::default() };
        for text in [sdl, INTROSPECTION_SDL] {
            let document: ServiceDocument = async_graphql::parser::parse_schema(text).map_err(|e| e.to_string())?;
            model.add(document);
        }
        let query = model.fields.entry("Query".into()).or_default();
        query.insert("__schema".into(), FieldCost { returns: "__Schema".into(), rows: 1, list: false });
        query.insert("__type".into(), FieldCost { returns: "__Type".into(), rows: 1, list: false });
        Ok(model)
    }

    fn add(&mut self, document: ServiceDocument) {
        for definition in document.definitions {
            match definition {
                TypeSystemDefinition::Schema(schema) => {
                    let s = schema.node;
                    for (i, root) in [s.query, s.mutation, s.subscription].into_iter().enumerate() {
                        if let Some(name) = root {
                            self.roots[i] = name.node.to_string();
                        }
                    }
                }
                TypeSystemDefinition::Type(ty) => {
                    let ty = ty.node;
                    let owner = ty.name.node.to_string();
                    let fields = match ty.kind {
                        TypeKind::Object(o) => o.fields,
                        TypeKind::Interface(i) => i.fields,
                        TypeKind::InputObject(i) => {
                            let entry = self.inputs.entry(owner).or_default();
                            for field in i.fields {
                                let (named_type, list) = named(&field.node.ty.node);
                                entry.insert(field.node.name.node.to_string(), (named_type.to_string(), list));
                            }
                            continue;
                        }
                        _ => continue,
                    };
                    let entry = self.fields.entry(owner.clone()).or_default();
                    for field in fields {
                        let field = field.node;
                        let (returns, list) = named(&field.ty.node);
                        let name = field.name.node.to_string();
                        let rows = if list { bound(&owner, &name) } else { 1 };
                        let arguments = field
                            .arguments
                            .iter()
                            .map(|a| {
                                let (t, l) = named(&a.node.ty.node);
                                (a.node.name.node.to_string(), (t.to_string(), l))
                            })
                            .collect();
                        self.arguments.insert((owner.clone(), name.clone()), arguments);
                        entry.insert(name, FieldCost { returns: returns.to_string(), rows, list });
                    }
                }
                TypeSystemDefinition::Directive(_) => {}
            }
        }
    }

    /// The named type `type.field` returns.
    pub fn returns(&self, owner: &str, field: &str) -> Option<&str> {
        self.fields.get(owner)?.get(field).map(|f| f.returns.as_str())
    }

    /// The declared type of an argument: (named type, list).
    pub fn argument(&self, owner: &str, field: &str, argument: &str) -> Option<&(String, bool)> {
        self.arguments.get(&(owner.to_string(), field.to_string()))?.get(argument)
    }

    /// The declared type of an input object's field: (named type, list).
    pub fn input_field(&self, input: &str, field: &str) -> Option<&(String, bool)> {
        self.inputs.get(input)?.get(field)
    }

    /// The root type of an operation.
    pub fn root(&self, ty: OperationType) -> &str {
        match ty {
            OperationType::Query => &self.roots[0],
            OperationType::Mutation => &self.roots[1],
            OperationType::Subscription => &self.roots[2],
        }
    }

    /// Whether `type.field` exists and is a list.
    pub fn is_list(&self, owner: &str, field: &str) -> Option<bool> {
        self.fields.get(owner)?.get(field).map(|f| f.list)
    }

    /// The cost of each operation of `document` (the largest one), or why it is refused.
    pub fn check(&self, document: &ExecutableDocument) -> Result<u64, String> {
        let mut walk = Walk { model: self, document, memo: HashMap::new() };
        let mut worst = 0u64;
        for (_, operation) in document.operations.iter() {
            let cost = walk.selection_set(&operation.node.selection_set.node, self.root(operation.node.ty), &mut Vec::new())?;
            if cost > MAX_COST {
                return Err(format!(
                    "The operation would build about {cost} values (at most {MAX_COST}): it asks for lists inside lists; ask for less"
                ));
            }
            worst = worst.max(cost);
        }
        Ok(worst)
    }
}

fn bound(owner: &str, field: &str) -> u64 {
    LIST_BOUNDS.iter().find(|(t, f, _)| *t == owner && *f == field).map(|b| b.2).unwrap_or(DEFAULT_LIST_BOUND)
}

/// One pass over an operation; a fragment's cost is kept per (fragment, types reached through
/// lists on the path), so fan-out through fragments is weighed without being expanded.
struct Walk<'a> {
    model: &'a CostModel,
    document: &'a ExecutableDocument,
    memo: HashMap<(&'a str, Vec<String>), u64>,
}

impl<'a> Walk<'a> {
    /// `path`: the object types reached through list fields above this selection.
    fn selection_set(&mut self, set: &'a SelectionSet, owner: &str, path: &mut Vec<String>) -> Result<u64, String> {
        let mut total = 0u64;
        for item in &set.items {
            let cost = match &item.node {
                Selection::Field(field) => {
                    let field = &field.node;
                    let name = field.name.node.as_str();
                    let inner = &field.selection_set.node;
                    // Leaves, `__typename` and unknown fields (validation reports those) cost one.
                    let known = self.model.fields.get(owner).and_then(|f| f.get(name));
                    match known {
                        Some(f) if !inner.items.is_empty() => {
                            if f.list {
                                let seen = path.iter().filter(|t| **t == f.returns).count();
                                if seen >= MAX_LIST_REPEATS {
                                    return Err(format!(
                                        "The operation goes round the lists of {} more than {MAX_LIST_REPEATS} times on one path (at `{name}`); ask for less",
                                        f.returns
                                    ));
                                }
                                path.push(f.returns.clone());
                            }
                            let returns = f.returns.clone();
                            let rows = f.rows;
                            let list = f.list;
                            let inside = self.selection_set(inner, &returns, path);
                            if list {
                                path.pop();
                            }
                            1u64.saturating_add(rows.saturating_mul(inside?))
                        }
                        _ => 1,
                    }
                }
                Selection::InlineFragment(inline) => {
                    let on = inline.node.type_condition.as_ref().map(|c| c.node.on.node.to_string()).unwrap_or_else(|| owner.to_string());
                    self.selection_set(&inline.node.selection_set.node, &on, path)?
                }
                Selection::FragmentSpread(spread) => self.fragment(spread.node.fragment_name.node.as_str(), path)?,
            };
            total = total.saturating_add(cost);
            if total > MAX_COST.saturating_mul(1000) {
                // Already far past the bound: stop weighing.
                return Ok(total);
            }
        }
        Ok(total)
    }

    fn fragment(&mut self, name: &'a str, path: &mut Vec<String>) -> Result<u64, String> {
        let key = (name, path.clone());
        if let Some(cost) = self.memo.get(&key) {
            return Ok(*cost);
        }
        // Cycles and unknown fragments are refused by `document::check_cost` before this runs.
        let Some(definition) = self.document.fragments.get(name) else { return Ok(0) };
        let on = definition.node.type_condition.node.on.node.to_string();
        let cost = self.selection_set(&definition.node.selection_set.node, &on, path)?;
        self.memo.insert(key, cost);
        Ok(cost)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cost(query: &str) -> Result<u64, String> {
        crate::schema::cost_model().check(&async_graphql::parser::parse_query(query).unwrap())
    }

    #[test]
    fn declared_bounds_name_real_list_fields() {
        for (owner, field, _) in LIST_BOUNDS {
            assert_eq!(crate::schema::cost_model().is_list(owner, field), Some(true), "{owner}.{field} is a list field of the schema");
        }
    }

    #[test]
    fn lists_inside_lists_multiply() {
        // organization 1 + (users 1 + 500 rows × (userId 1 + (teams 1 + 20 rows × teamId 1)))
        assert_eq!(cost("{ organization(id: 2) { users { userId teams { teamId } } } }").unwrap(), 1 + (1 + 500 * (1 + (1 + 20))));
        // Aliases add up.
        let one = cost("{ organization(id: 2) { users { userId } } }").unwrap();
        let two = cost("{ a: organization(id: 2) { users { userId } } b: organization(id: 2) { users { userId } } }").unwrap();
        assert_eq!(two, 2 * one);
    }

    #[test]
    fn the_nested_user_team_bomb_is_refused() {
        let bomb = "{ organization(id:2){ users { teams { users { teams { users { teams { users { userId } } } } } } } } }";
        assert!(cost(bomb).unwrap_err().contains("goes round"));
        // Within the repeat bound but multiplied past the budget: 150 aliases of depth 5.
        let depth5: String = (0..150).map(|i| format!("a{i}: organization(id:2){{ users {{ teams {{ users {{ teams {{ teamId }} }} }} }} }} ")).collect();
        assert!(cost(&format!("{{ {depth5} }}")).unwrap_err().contains("values"));
        // Through fragments too, and through another cycle (offices, departments).
        let via_fragment = "{ organization(id:2){ users { ...U } } } fragment U on User { offices { users { offices { users { userId } } } } }";
        assert!(cost(via_fragment).is_err());
    }

    #[test]
    fn a_fragment_fan_out_is_weighed_without_expanding_it() {
        let mut doc = String::from("query { organization(id: 2) { users { ...G20 } } }\nfragment G0 on User { userId }\n");
        for i in 1..=20 {
            let p = i - 1;
            doc.push_str(&format!("fragment G{i} on User {{ ...G{p} ...G{p} ...G{p} }}\n"));
        }
        let started = std::time::Instant::now();
        assert!(cost(&doc).is_err());
        assert!(started.elapsed() < std::time::Duration::from_secs(1));
    }

    #[test]
    fn the_standard_introspection_query_fits() {
        let q = "query { __schema { queryType { name } mutationType { name } subscriptionType { name }
          types { ...FullType } directives { name description locations args { ...InputValue } } } }
          fragment FullType on __Type { kind name description
            fields(includeDeprecated: true) { name description args { ...InputValue } type { ...TypeRef } isDeprecated deprecationReason }
            inputFields { ...InputValue } interfaces { ...TypeRef }
            enumValues(includeDeprecated: true) { name description isDeprecated deprecationReason } possibleTypes { ...TypeRef } }
          fragment InputValue on __InputValue { name description type { ...TypeRef } defaultValue }
          fragment TypeRef on __Type { kind name ofType { kind name ofType { kind name ofType { kind name ofType { kind name } } } } }";
        let c = cost(q).unwrap();
        assert!(c <= MAX_COST, "{c}");
    }
}
