package io.mailroom.service.transfer;

import io.mailroom.api.InputRules;
import io.mailroom.service.localcopy.ContactField;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * A row of an import file that is not imported: its line, why, the field at fault (for the reasons
 * of a value), the line of the row it repeats (for {@link RejectReason#DUPLICATE}, else 0), and its
 * cells as the file has them, for the rejects file.
 */
public record RejectedRow(long line, RejectReason reason, Optional<ContactField> field, long duplicateOf, List<String> cells) {

    public RejectedRow {
        Objects.requireNonNull(reason, "reason");
        Objects.requireNonNull(field, "field");
        cells = List.copyOf(cells);
    }

    /** The reason in English, as the command line and the rejects file say it: "duplicate of line 4". */
    public String english() {
        String name = field.map(ContactField::specName).orElse("");
        return switch (reason) {
            case MISSING_ADDRESS -> "no email address";
            case INVALID_ADDRESS -> "invalid email address: " + InputRules.EMAIL_RULE;
            case DUPLICATE -> "duplicate of line " + duplicateOf;
            case UNKNOWN_STATUS -> "unknown status: must be Confirmed or Unsubscribed";
            case MISSING_STATUS -> "no status for a new contact: the row has none and none was chosen for new contacts";
            case BAD_BIRTHDAY -> "bad birthday: " + InputRules.BIRTHDAY_RULE;
            case AMBIGUOUS_DATE -> "ambiguous date in " + name + ": the day and the month could be either way round; write it as DD/MM or YYYY-MM-DD";
            case BAD_VIP_LEVEL -> "bad VIP level: " + InputRules.VIP_RULE + " below one billion";
            case TOO_LONG -> name + " is too long: at most " + InputRules.MAX_TEXT_LENGTH + " characters";
        };
    }
}
