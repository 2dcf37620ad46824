package io.mailroom.service.transfer;

import io.mailroom.api.Contact;
import io.mailroom.api.ContactStatus;
import io.mailroom.api.DataKey;
import io.mailroom.api.InputRules;
import io.mailroom.api.InvalidInputException;
import io.mailroom.service.localcopy.ContactField;
import io.mailroom.service.localcopy.ContactQueries;
import java.io.IOException;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;

/**
 * Computes an {@link ImportPreview} (docs/import.md, "Preview"): reads the file a row at a time,
 * checks each row by the save dialog's rules, and compares the rows with the application's contacts
 * in the local copy a batch of {@link ContactQueries#MOST_ADDRESSES} at a time. It holds the addresses
 * seen (to name the line a duplicate repeats), a batch of at most {@link #MOST_HELD} rows, and the rows
 * it shows; never the file.
 */
public final class ImportPreviewer {

    /** The most rejected rows, and updates whose status is kept, that a preview holds to show. */
    public static final int SHOWN = 1_000;

    /**
     * The most rows a batch holds: rejected rows take no address, so a file whose address column is
     * wrong, or full of duplicates, would otherwise gather into one batch as long as the file.
     */
    static final int MOST_HELD = 2 * ContactQueries.MOST_ADDRESSES;

    private final ContactQueries queries;
    private final String appId;

    public ImportPreviewer(ContactQueries queries, String appId) {
        this.queries = Objects.requireNonNull(queries, "queries");
        this.appId = InputRules.appId(appId);
    }

    /**
     * The preview of importing {@code file} as {@code mapping} says, every row told to {@code listener}
     * in file order.
     *
     * @throws ImportFileException when no column holds addresses
     */
    public ImportPreview preview(ImportFile file, ColumnMapping mapping, ImportChoices choices, ImportListener listener) throws IOException {
        if (!mapping.hasAddress()) {
            throw new ImportFileException(file.path(), ImportFileException.Reason.NO_ADDRESS_COLUMN);
        }
        BirthdayOrder birthdays = birthdayOrder(file, mapping);
        Tally tally = new Tally(choices, listener, birthdays);
        RowValues values = new RowValues(mapping, choices.emptyCells(), birthdays);
        Map<String, Long> firstLines = new HashMap<>();
        List<RowValues.Outcome> batch = new ArrayList<>();
        Set<String> batchAddresses = new LinkedHashSet<>();
        try (ImportFile.Rows rows = file.rows()) {
            while (rows.hasNext()) {
                FileRow row = rows.next();
                tally.rows++;
                RowValues.Outcome outcome = values.check(row);
                String address = values.address(row);
                if (InputRules.isEmail(address)) {
                    Long first = firstLines.putIfAbsent(ContactQueries.addressKey(address), row.line());
                    if (first != null) {
                        outcome = new RowValues.Rejected(new RejectedRow(row.line(), RejectReason.DUPLICATE, Optional.empty(), first, row.cells()));
                    }
                }
                batch.add(outcome);
                if (outcome instanceof RowValues.Checked checked) {
                    batchAddresses.add(checked.row().address());
                }
                if (batchAddresses.size() == ContactQueries.MOST_ADDRESSES || batch.size() == MOST_HELD) {
                    tally.decide(batch, queries.byAddress(appId, batchAddresses));
                    batch.clear();
                    batchAddresses.clear();
                }
            }
        }
        tally.decide(batch, queries.byAddress(appId, batchAddresses));
        return tally.preview();
    }

    /**
     * Month first when some birthday of the column can only be read month first (12/25) and none
     * only day first (25/12): read day first, such a column would have its days and months swapped
     * wherever both are 12 or less, silently. Reads the birthdays' column once before the preview.
     */
    static BirthdayOrder birthdayOrder(ImportFile file, ColumnMapping mapping) throws IOException {
        Optional<ColumnMapping.Column> column = mapping.columnOf(ContactField.BIRTHDAY);
        if (column.isEmpty()) {
            return BirthdayOrder.DAY_FIRST;
        }
        boolean dayFirst = false;
        boolean monthFirst = false;
        try (ImportFile.Rows rows = file.rows()) {
            while (rows.hasNext() && !dayFirst) {
                Optional<BirthdayOrder> shown = BirthdayCell.shows(rows.next().cell(column.get().index()));
                dayFirst |= shown.equals(Optional.of(BirthdayOrder.DAY_FIRST));
                monthFirst |= shown.equals(Optional.of(BirthdayOrder.MONTH_FIRST));
            }
        }
        return monthFirst && !dayFirst ? BirthdayOrder.MONTH_FIRST : BirthdayOrder.DAY_FIRST;
    }

    /** The counts, the rows shown, and how each checked row compares with its contact. */
    private static final class Tally {

        private final ImportChoices choices;
        private final ImportListener listener;
        private final BirthdayOrder birthdays;
        private long rows;
        private long creates;
        private long updates;
        private long unchanged;
        private long rejected;
        private long statusKept;
        private final Map<RejectReason, Long> rejectedBy = new EnumMap<>(RejectReason.class);
        private final List<RejectedRow> rejects = new ArrayList<>();
        private final List<PlannedRow> statusKeptRows = new ArrayList<>();

        Tally(ImportChoices choices, ImportListener listener, BirthdayOrder birthdays) {
            this.choices = choices;
            this.listener = listener;
            this.birthdays = birthdays;
        }

        void decide(List<RowValues.Outcome> batch, Map<String, Contact> contacts) {
            for (RowValues.Outcome outcome : batch) {
                switch (outcome) {
                    case RowValues.Rejected rejection -> reject(rejection.row());
                    case RowValues.Checked checked -> plan(checked.row(), contacts.get(ContactQueries.addressKey(checked.row().address())));
                }
            }
        }

        private void plan(CheckedRow row, Contact contact) {
            if (contact == null) {
                Optional<ContactStatus> status = row.status().or(choices::newStatus);
                if (status.isEmpty()) {
                    reject(new RejectedRow(row.row().line(), RejectReason.MISSING_STATUS, Optional.empty(), 0, row.row().cells()));
                    return;
                }
                creates++;
                listener.planned(new PlannedRow(row.row().line(), RowAction.CREATE, row.address(), status, row.data(), Optional.empty(), status.get()));
                return;
            }
            boolean changes = row.data().entrySet().stream().anyMatch(value -> !same(contact, value.getKey(), value.getValue()));
            Optional<String> kept = row.status().isPresent() && row.status().get() != contact.status()
                    ? Optional.of(contact.statusText()) : Optional.empty();
            RowAction action = changes ? RowAction.UPDATE : RowAction.UNCHANGED;
            if (changes) {
                updates++;
            } else {
                unchanged++;
            }
            PlannedRow planned = new PlannedRow(row.row().line(), action, row.address(), row.status(), row.data(), kept, statusSent(contact, row));
            if (kept.isPresent()) {
                statusKept++;
                if (statusKeptRows.size() < SHOWN) {
                    statusKeptRows.add(planned);
                }
            }
            listener.planned(planned);
        }

        /**
         * The contact's own status; for a status the spec does not name, the row's, the chosen one, or
         * Unsubscribed, the one that never writes to someone who may not have agreed.
         */
        private ContactStatus statusSent(Contact contact, CheckedRow row) {
            return Optional.ofNullable(contact.status()).or(row::status).or(choices::newStatus).orElse(ContactStatus.Unsubscribed);
        }

        private void reject(RejectedRow row) {
            rejected++;
            rejectedBy.merge(row.reason(), 1L, Long::sum);
            if (rejects.size() < SHOWN) {
                rejects.add(row);
            }
            listener.rejected(row);
        }

        ImportPreview preview() {
            return new ImportPreview(rows, creates, updates, unchanged, rejected, statusKept, rejectedBy, rejects, statusKeptRows, birthdays);
        }
    }

    /**
     * Whether the contact already holds {@code value} for {@code key}: compared as the save dialog
     * writes it (a birthday as DD/MM, a VIP level without leading zeros), so that a file that says
     * the same thing another way changes nothing and is not sent.
     */
    static boolean same(Contact contact, String key, String value) {
        String held = contact.data().getOrDefault(DataKey.of(key).orElseThrow().name(), "");
        if (held.equals(value)) {
            return true;
        }
        try {
            return InputRules.dataValue(DataKey.of(key).orElseThrow(), held).equals(value);
        } catch (InvalidInputException heldIsNoValidValue) {
            return false;
        }
    }
}
