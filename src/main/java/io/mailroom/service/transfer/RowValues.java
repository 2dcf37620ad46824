package io.mailroom.service.transfer;

import io.mailroom.api.ContactStatus;
import io.mailroom.api.DataKey;
import io.mailroom.api.InputRule;
import io.mailroom.api.InputRules;
import io.mailroom.api.InvalidInputException;
import io.mailroom.service.localcopy.ContactField;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

/**
 * Reads one row through a mapping by the save dialog's rules (InputRules): the address, the status,
 * each value of {@code data}. The first fault, in the columns' order after the address, rejects the row.
 */
final class RowValues {

    /** One row's outcome: checked, or rejected. */
    sealed interface Outcome permits Checked, Rejected {
    }

    record Checked(CheckedRow row) implements Outcome {
    }

    record Rejected(RejectedRow row) implements Outcome {
    }

    private final ColumnMapping mapping;
    private final EmptyCells emptyCells;
    private final BirthdayOrder birthdayOrder;
    private final int addressColumn;

    RowValues(ColumnMapping mapping, EmptyCells emptyCells, BirthdayOrder birthdayOrder) {
        this.mapping = mapping;
        this.emptyCells = emptyCells;
        this.birthdayOrder = birthdayOrder;
        this.addressColumn = mapping.columnOf(ContactField.EMAIL_ADDRESS).orElseThrow(
                () -> new IllegalArgumentException("no column of addresses")).index();
    }

    /** The address of {@code row}, stripped; empty when its cell is blank. */
    String address(FileRow row) {
        return row.cell(addressColumn).strip();
    }

    Outcome check(FileRow row) {
        String address = address(row);
        if (address.isEmpty()) {
            return rejected(row, RejectReason.MISSING_ADDRESS, ContactField.EMAIL_ADDRESS);
        }
        if (!InputRules.isEmail(address)) {
            return rejected(row, RejectReason.INVALID_ADDRESS, ContactField.EMAIL_ADDRESS);
        }
        Optional<ContactStatus> status = Optional.empty();
        Map<String, String> data = new LinkedHashMap<>();
        for (ColumnMapping.Column column : mapping.columns()) {
            if (column.field().isEmpty()) {
                continue;
            }
            ContactField field = column.field().get();
            String cell = row.cell(column.index()).strip();
            if (field == ContactField.STATUS) {
                if (!cell.isEmpty()) {
                    status = ContactStatus.parse(cell);
                    if (status.isEmpty()) {
                        return rejected(row, RejectReason.UNKNOWN_STATUS, field);
                    }
                }
                continue;
            }
            Optional<DataKey> key = ColumnMapping.dataKey(field);
            if (key.isEmpty()) {
                continue;
            }
            if (cell.isEmpty()) {
                if (emptyCells == EmptyCells.CLEAR) {
                    data.put(key.get().name(), "");
                }
                continue;
            }
            try {
                data.put(key.get().name(), key.get() == DataKey.birthday ? BirthdayCell.normalise(cell, birthdayOrder) : InputRules.dataValue(key.get(), cell));
            } catch (BirthdayCell.NotABirthday e) {
                return rejected(row, e.reason(), field);
            } catch (InvalidInputException e) {
                return rejected(row, reasonOf(e.reason()), field);
            }
        }
        return new Checked(new CheckedRow(row, address, status, data));
    }

    private static RejectReason reasonOf(InputRule rule) {
        return switch (rule) {
            case NOT_A_WHOLE_NUMBER, NUMBER_TOO_LARGE -> RejectReason.BAD_VIP_LEVEL;
            case BIRTHDAY_FORMAT, NO_SUCH_DATE -> RejectReason.BAD_BIRTHDAY;
            case TOO_LONG -> RejectReason.TOO_LONG;
            default -> throw new IllegalStateException("a value of data was refused by " + rule);
        };
    }

    private static Rejected rejected(FileRow row, RejectReason reason, ContactField field) {
        return new Rejected(new RejectedRow(row.line(), reason, Optional.of(field), 0, row.cells()));
    }
}
