package io.mailroom.ui.contacts;

import io.mailroom.api.InputRules;
import io.mailroom.service.localcopy.ContactField;
import io.mailroom.service.transfer.RejectedRow;
import io.mailroom.ui.common.Messages;

/** Why a row of an import file is not imported, in the person's language (docs/import.md, "Preview"). */
final class RejectWords {

    private RejectWords() {
    }

    static String of(RejectedRow row) {
        String field = row.field().map(RejectWords::field).orElse("");
        return switch (row.reason()) {
            case MISSING_ADDRESS -> Messages.text("contacts.import.reject.missingAddress");
            case INVALID_ADDRESS -> Messages.text("contacts.import.reject.invalidAddress");
            case DUPLICATE -> Messages.text("contacts.import.reject.duplicate", row.duplicateOf());
            case UNKNOWN_STATUS -> Messages.text("contacts.import.reject.unknownStatus");
            case MISSING_STATUS -> Messages.text("contacts.import.reject.missingStatus");
            case BAD_BIRTHDAY -> Messages.text("contacts.import.reject.badBirthday");
            case AMBIGUOUS_DATE -> Messages.text("contacts.import.reject.ambiguousDate", field);
            case BAD_VIP_LEVEL -> Messages.text("contacts.import.reject.badVipLevel");
            case TOO_LONG -> Messages.text("contacts.import.reject.tooLong", field, InputRules.MAX_TEXT_LENGTH);
        };
    }

    /** A field's name, as the table's column of it says it. */
    static String field(ContactField field) {
        return ContactColumn.byId(field.specName()).title();
    }
}
