//! Tests of `aggregate.rs`.
use super::*;
use crate::DomainEvent;

fn fields() -> UserFields {
    UserFields { first_name: " Ann ".into(), last_name: "Lee".into(), email: "Ann@Firm.com".into(), ..Default::default() }
}

fn registered() -> User {
    let events = User::default().decide(UserCommand::Register { user_id: 7, organization_id: 2, fields: fields(), password_set: false }).unwrap();
    User::fold(&events)
}

#[test]
fn given_nothing_when_registering_a_user_then_defaults_of_spec_3_apply() {
    let events = User::default().decide(UserCommand::Register { user_id: 7, organization_id: 2, fields: fields(), password_set: false }).unwrap();
    let UserEvent::Registered(e) = &events[0] else { panic!("expected registered") };
    assert_eq!(e.profile.first_name, "Ann");
    assert_eq!(e.profile.email, "ann@firm.com");
    // spec 3 §2.10: "Capacity (number, default 0), Active (checkbox, default on)"
    assert_eq!(e.profile.capacity, 0);
    assert!(e.profile.active);
    assert_eq!(events[0].event_type(), "user_registered");
}

#[test]
fn given_a_user_when_registering_again_then_conflict() {
    let err = registered().decide(UserCommand::Register { user_id: 7, organization_id: 2, fields: fields(), password_set: false }).unwrap_err();
    assert!(matches!(err, DomainError::Conflict(_)));
}

#[test]
fn given_nothing_when_fields_are_bad_then_the_field_is_named() {
    let mut f = fields();
    f.first_name = "  ".into();
    let err = User::default().decide(UserCommand::Register { user_id: 1, organization_id: 2, fields: f, password_set: false }).unwrap_err();
    assert_eq!(err, DomainError::invalid("firstName", "First name is required"));
    let mut f = fields();
    f.role_ids = Some(vec![1, 42]);
    let err = User::default().decide(UserCommand::Register { user_id: 1, organization_id: 2, fields: f, password_set: false }).unwrap_err();
    assert!(matches!(err, DomainError::Invalid { ref field, .. } if field == "roleIds"));
}

#[test]
fn given_a_user_when_saving_the_same_profile_then_no_event() {
    assert_eq!(registered().decide(UserCommand::Update { organization_id: 2, fields: fields(), password_set: false }).unwrap(), vec![]);
}

#[test]
fn given_a_user_when_only_the_password_is_set_then_only_that_is_recorded() {
    let events = registered().decide(UserCommand::Update { organization_id: 2, fields: fields(), password_set: true }).unwrap();
    assert_eq!(events.len(), 1);
    assert!(matches!(&events[0], UserEvent::PasswordChanged(e) if e.via == "admin" && e.user_id == 7));
}

#[test]
fn given_a_user_when_updating_from_another_organization_then_not_found() {
    let err = registered().decide(UserCommand::Update { organization_id: 3, fields: fields(), password_set: false }).unwrap_err();
    assert!(matches!(err, DomainError::NotFound(_)));
}

#[test]
fn given_a_user_when_updating_without_capacity_then_capacity_is_kept() {
    let mut f = fields();
    f.capacity = Some(12);
    let user = registered();
    let user = user.clone().apply(&user.decide(UserCommand::Update { organization_id: 2, fields: f, password_set: false }).unwrap()[0]);
    let mut f = fields();
    f.last_name = "Lee-Smith".into();
    let events = user.decide(UserCommand::Update { organization_id: 2, fields: f, password_set: false }).unwrap();
    let UserEvent::Updated(e) = &events[0] else { panic!() };
    assert_eq!(e.profile.capacity, 12);
}

#[test]
fn given_a_user_when_deactivated_twice_then_one_event() {
    let user = registered();
    let events = user.decide(UserCommand::Deactivate { organization_id: 2 }).unwrap();
    assert_eq!(events.len(), 1);
    let user = User::fold(&events).clone();
    let user = User { user_id: Some(7), organization_id: 2, ..user };
    assert!(!user.profile.active);
    assert_eq!(user.decide(UserCommand::Deactivate { organization_id: 2 }).unwrap(), vec![]);
}

// spec 2 §2 "Start/Stop Watching"; spec 1 §4 "start or stop watching ... adds or removes the case id".
#[test]
fn given_a_user_when_watching_a_case_then_it_is_listed_once_until_stopped() {
    let at = chrono::Utc::now();
    let user = registered();
    let events = user.decide(UserCommand::StartWatching { organization_id: 2, case_id: 500, at }).unwrap();
    assert!(matches!(&events[..], [UserEvent::WatchStarted(e)] if e.case_id == 500 && e.user_id == 7));
    let user = user.apply(&events[0]);
    assert!(user.watched_case_ids.contains(&500));
    assert_eq!(user.decide(UserCommand::StartWatching { organization_id: 2, case_id: 500, at }).unwrap(), vec![], "watching twice records nothing");
    assert_eq!(user.decide(UserCommand::StopWatching { organization_id: 2, case_id: 501, at }).unwrap(), vec![], "an unwatched case has nothing to stop");
    let stop = user.decide(UserCommand::StopWatching { organization_id: 2, case_id: 500, at }).unwrap();
    let user = user.apply(&stop[0]);
    assert!(user.watched_case_ids.is_empty());
    let e = &stop[0];
    assert_eq!(e.event_type(), "case_watch_stopped");
    assert_eq!(&UserEvent::decode(e.event_type(), e.payload()).unwrap(), e);
    assert!(matches!(user.decide(UserCommand::StartWatching { organization_id: 3, case_id: 500, at }), Err(DomainError::NotFound(_))));
}

#[test]
fn events_round_trip_through_their_stable_names() {
    let events = registered().decide(UserCommand::RecordPasswordChange { via: "reset".into() }).unwrap();
    let e = &events[0];
    let back = UserEvent::decode(e.event_type(), e.payload()).unwrap();
    assert_eq!(&back, e);
    assert!(UserEvent::decode("user_exploded", serde_json::json!({})).is_err());
    // From a borrowed payload (how projections decode) the same, flattened profile included.
    let registered = UserEvent::Registered(UserRegistered {
        user_id: 7,
        organization_id: 2,
        profile: UserProfile { first_name: "Ada".into(), role_ids: Some(vec![1, 2]), capacity: 4, ..Default::default() },
    });
    for e in [e, &registered] {
        assert_eq!(&UserEvent::decode_ref(e.event_type(), &e.payload()).unwrap(), e);
    }
    assert!(UserEvent::decode_ref("user_exploded", &serde_json::json!({})).is_err());
    assert!(UserEvent::decode_ref("user_registered", &serde_json::json!({"user_id": "seven"})).is_err());
}

#[test]
fn given_an_office_in_use_when_deleting_then_conflict_names_the_users() {
    let office = Office::fold(&[OfficeEvent::Created(OfficeSaved {
        office_id: 7,
        organization_id: 2,
        name: "Meridian".into(),
        short_code: "BOI".into(),
        user_ids: None,
    })]);
    let err = office.decide(OfficeCommand::Delete { organization_id: 2, used_by: vec!["2 users".into()] }).unwrap_err();
    assert_eq!(err, DomainError::Conflict("Office Meridian cannot be deleted: it is used by 2 users".into()));
    let events = office.decide(OfficeCommand::Delete { organization_id: 2, used_by: vec![] }).unwrap();
    let office = office.apply(&events[0]);
    let err = office.decide(OfficeCommand::Delete { organization_id: 2, used_by: vec![] }).unwrap_err();
    assert!(matches!(err, DomainError::NotFound(_)));
}

#[test]
fn given_no_office_when_created_without_code_then_spec_abbreviation_is_used() {
    let events = Office::default()
        .decide(OfficeCommand::Create {
            office_id: 9,
            fields: OfficeFields { organization_id: 2, name: "Sea-Tac".into(), short_code: None, user_ids: None },
        })
        .unwrap();
    let OfficeEvent::Created(e) = &events[0] else { panic!() };
    assert_eq!(e.short_code, "SEA");
}

#[test]
fn given_a_team_when_updated_without_active_then_active_is_kept_and_deactivation_is_idempotent() {
    let team = Team::fold(&Team::default()
        .decide(TeamCommand::Create {
            team_id: 1,
            fields: TeamFields { organization_id: 2, name: "Alpha".into(), active: None, user_ids: Some(vec![3, 3, 1]) },
        })
        .unwrap());
    assert!(team.active, "spec 3 §3: Team active defaults to true");
    let events = team.decide(TeamCommand::Deactivate { organization_id: 2 }).unwrap();
    let team = team.apply(&events[0]);
    assert!(team.decide(TeamCommand::Deactivate { organization_id: 2 }).unwrap().is_empty());
    let events = team
        .decide(TeamCommand::Update { fields: TeamFields { organization_id: 2, name: "Beta".into(), active: None, user_ids: None } })
        .unwrap();
    let TeamEvent::Updated(e) = &events[0] else { panic!() };
    assert!(!e.active);
}

#[test]
fn given_a_department_when_created_then_intake_flag_defaults_off() {
    let events = Department::default()
        .decide(DepartmentCommand::Create {
            department_id: 1,
            fields: DepartmentFields { organization_id: 2, name: "Intake".into(), show_on_intake_assignment: None, user_ids: None },
        })
        .unwrap();
    let DepartmentEvent::Created(e) = &events[0] else { panic!() };
    assert!(!e.show_on_intake_assignment);
}
