//! Tests of `rules.rs`.

mod overdue_email_interval_tests {
    use crate::cases::rules::*;

    #[test]
    fn one_overdue_email_of_a_kind_per_case_an_hour() {
        let now = chrono::Utc::now();
        assert_eq!(overdue_email_wait(None, now), None);
        assert_eq!(overdue_email_wait(Some(now - chrono::Duration::minutes(10)), now), Some(50));
        assert_eq!(overdue_email_wait(Some(now - chrono::Duration::minutes(60)), now), None);
    }
}

mod tests {
    use crate::cases::rules::*;

    #[test]
    fn spec_2_section_4_status_to_stage() {
        // "PL 00 File Setup and PL 01 Medical Management: Treating"
        assert_eq!(stage_of("PL 00 File Setup"), "Treating");
        assert_eq!(stage_of("PL 01 Medical Management"), "Treating");
        // "PL 02 Evidence Collection, PL 03 Demand Preparation, PL 04 Demand Review, PL 05 Demand Sent: Demand Prep"
        for l in ["PL 02 Evidence Collection", "PL 03 Demand Preparation", "PL 04 Demand Review", "PL 05 Demand Sent"] {
            assert_eq!(stage_of(l), "Demand Prep", "{l}");
        }
        // "PL 06 Negotiations, PL 07 UIM Demand Preparation, PL 08 UIM Demand Sent, PL 09 UIM Negotiations: Negotiations"
        for l in ["PL 06 Negotiations", "PL 07 UIM Demand Preparation", "PL 08 UIM Demand Sent", "PL 09 UIM Negotiations"] {
            assert_eq!(stage_of(l), "Negotiation", "{l}");
        }
        // "PL 10 UIM Arbitration: Litigation"
        assert_eq!(stage_of("PL 10 UIM Arbitration"), "Litigation");
        // "PL 11 Incoming Fees, PL 12 Fees Disbursed or Lien and Balance Resolution, PL 13 Long-term Trust: Settled"
        for l in ["PL 11 Incoming Fees", "PL 12 Fees Disbursed or Lien and Balance Resolution", "PL 13 Long-term Trust"] {
            assert_eq!(stage_of(l), "Settled", "{l}");
        }
        // "blank allowed"
        assert_eq!(stage_of(""), "No Status");
    }

    #[test]
    fn spec_1_section_4_intake_ref_out_and_closed_statuses() {
        assert_eq!(status_label(1079), Some("INT 00 - Lead"));
        assert_eq!(status_label(1080), Some("INT 01 - Follow Up"));
        assert_eq!(status_label(1081), Some("INT 02 - Investigator Appointment"));
        assert_eq!(status_label(1055), Some("REF OUT 1 - Pending"));
        assert_eq!(status_label(1056), Some("REF OUT 2 - Rejected"));
        assert_eq!(status_label(1057), Some("REF OUT 3 - Accepted"));
        assert_eq!(stage_of("INT 03 - Appointment Complete - Pending Documents"), "Intake");
        assert_eq!(stage_of("REF OUT 2 - Rejected"), "Referred Out");
        assert_eq!(stage_of("CLO-CASE CLOSED"), "Closed");
        // Every known status has a stage other than "No Status".
        for (_, label) in STATUSES {
            assert_ne!(stage_of(label), "No Status", "{label}");
        }
        // spec 2 §4: "Demand Review list uses status ids 1063 and 1124"
        assert_eq!(stage_of(status_label(1063).unwrap()), "Demand Prep");
        assert!(status_label(1124).is_some());
    }

    #[test]
    fn spec_1_section_4_intake_ranks_and_star_count() {
        let ids: Vec<i64> = INTAKE_RANKS.iter().map(|(id, _)| *id).collect();
        assert_eq!(ids, [1156, 1157, 1158, 1159, 1160]);
        assert_eq!(intake_rank_label(1156), Some("0 Star - Don't Want"));
        assert_eq!(intake_rank_label(1160), Some("4 Star - Catastrophic Injury"));
        // "Star count is the first character of the text."
        assert_eq!(star_count("3 Star - Serious Injury"), Some(3));
        assert_eq!(star_count(""), None);
        assert_eq!(STATUS_TYPE_INTAKE_RANK, 73);
        assert_eq!(STATUS_TYPE_CASE, 1);
    }

    #[test]
    fn spec_2_section_4_case_ranks_and_value_bounds() {
        let ids: Vec<i64> = CASE_RANKS.iter().map(|(id, _)| *id).collect();
        assert_eq!(ids, [805, 806, 807, 1161, 1089, 1090, 1088]);
        assert_eq!(rank_value_bounds("A++"), Some((1_000_000, 1_000_000)));
        assert_eq!(rank_value_bounds("A+"), Some((250_000, 1_000_000)));
        assert_eq!(rank_value_bounds("A"), Some((101_000, 250_000)));
        assert_eq!(rank_value_bounds("B"), Some((51_000, 100_000)));
        assert_eq!(rank_value_bounds("C"), Some((15_000, 50_000)));
        assert_eq!(rank_value_bounds("D"), Some((5_000, 14_000)));
        assert_eq!(rank_value_bounds("Unrated - Default"), None);
    }

    #[test]
    fn spec_3_section_4_review_ratings() {
        assert_eq!(review_stars(1150), Some(5));
        assert_eq!(review_stars(1154), Some(1));
        assert_eq!(review_stars(1155), None);
    }

    #[test]
    fn spec_1_section_5_close_case_rules() {
        assert!(check_close("", false, false).is_err(), "needs a reason");
        assert!(check_close("INTAKE - NO CASE", false, false).is_ok());
        assert!(check_close("CSA GOT FIRED BY CLIENT", true, false).is_err(), "retained: closing letter must be ticked");
        assert!(check_close("CSA GOT FIRED BY CLIENT", true, true).is_ok());
        assert_eq!(close_comment("INTAKE - NO CASE ", " called twice"), "INTAKE - NO CASE: called twice");
    }

    #[test]
    fn spec_1_section_9_wanted_and_retained_exclude_mass_torts() {
        assert!(counts_as_wanted(true, false));
        assert!(!counts_as_wanted(true, true));
        assert!(!counts_as_wanted(false, false));
        assert!(counts_as_retained(true, false));
        assert!(!counts_as_retained(true, true));
    }

    #[test]
    fn notes_must_not_be_empty_and_note_types_are_the_specs() {
        assert!(check_note("  ").is_err());
        assert_eq!(check_note(" called client ").unwrap(), "called client");
        assert!(check_note(&"x".repeat(MAX_NOTE_CHARS)).is_ok());
        assert!(check_note(&"é".repeat(MAX_NOTE_CHARS + 1)).is_err());
        assert_eq!(NOTE_TYPE_CASE_DIALOG, 189);
        assert_eq!(NOTE_TYPE_FILE_REVIEW, 81);
    }
}

mod overdue_email_tests {
    use crate::cases::rules::*;

    #[test]
    fn spec_2_section_2_overdue_deadline_email_rules() {
        // "admins send an overdue-deadline email per row": only a deadline due before today and open.
        let today = NaiveDate::from_ymd_opt(2026, 11, 23).unwrap();
        assert!(is_overdue_deadline(today.pred_opt().unwrap(), false, today));
        assert!(!is_overdue_deadline(today, false, today));
        assert!(!is_overdue_deadline(today.pred_opt().unwrap(), true, today));
        assert!(check_overdue_email_kind("deadline").is_ok());
        assert!(check_overdue_email_kind("client_contact").is_ok());
        assert!(check_overdue_email_kind("birthday").is_err());
    }
}

mod summary_tests {
    use crate::cases::rules::*;
    use crate::cases::events::*;

    #[test]
    fn summaries_format_money_with_thousands_and_two_decimals() {
        // spec 1 §9: "Money in dialogs shown with 2 decimals"
        let fee = CaseEvent::FeeRecorded(FeeRecorded {
            case_id: 1,
            fee_id: 1,
            amount_cents: 1_234_567_89,
            fee_date: chrono::NaiveDate::from_ymd_opt(2026, 1, 2).unwrap(),
            fee_type: None,
            shared: false,
            case_group: None,
            fully_settled: false,
        });
        assert_eq!(summarize(&fee), "Fee of $1,234,567.89 on 2026-01-02");
    }
}

mod case_info_tests {
    use crate::cases::rules::*;

    #[test]
    fn spec_1_section_9_option_lists() {
        assert!(check_case_info("leadType", Some("Walk In")).is_ok());
        assert!(check_case_info("leadType", Some("Fax")).is_err());
        assert!(check_case_info("handledByBackup", Some("")).is_ok());
        assert!(check_case_info("handledByBackup", Some("Maybe")).is_err());
        assert!(check_case_info("signupType", Some("E-Sign")).is_ok());
        assert!(check_case_info("feeStructure", Some("37.5/40")).is_ok());
        assert!(check_case_info("feeStructure", Some("50")).is_err());
        assert!(check_case_info("appointmentInfo", Some("Tuesday 3pm")).is_ok());
    }
}
