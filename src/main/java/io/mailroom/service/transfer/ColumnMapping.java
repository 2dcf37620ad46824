package io.mailroom.service.transfer;

import io.mailroom.api.DataKey;
import io.mailroom.service.localcopy.ContactField;
import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumSet;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;

/**
 * What each column of an import file goes into (docs/import.md, "Mapping"): a contact field that a
 * save can set, or nothing (ignored). A field takes one column at most.
 */
public final class ColumnMapping {

    /**
     * The fields a file can give: the address, the status (of new contacts: spec 3, rule 2) and the eight
     * keys of {@code data}. The others (register date, source, expiry, last activity) are the service's own.
     */
    public static final Set<ContactField> IMPORTABLE = Collections.unmodifiableSet(EnumSet.of(ContactField.EMAIL_ADDRESS,
            ContactField.STATUS, ContactField.LANGUAGE, ContactField.FIRST_NAME, ContactField.LAST_NAME,
            ContactField.PHONE_NUMBER, ContactField.BIRTHDAY, ContactField.COMPANY, ContactField.VIP_LEVEL, ContactField.AMOUNT));

    /** Why a column is mapped as it is. */
    public enum Origin {
        /** Its header names the field (HeaderNames), or names none (ignored). */
        HEADER,
        /** Its header names a field the service sets, which a file cannot: ignored. */
        SET_BY_SERVICE,
        /** Its header names a field an earlier column already took: ignored. */
        FIELD_TAKEN,
        /** The person's choice, now or remembered for this header row (MappingMemory). */
        CHOSEN
    }

    /** One column: its position (from 0), its header, its field (empty: ignored), and why. */
    public record Column(int index, String header, Optional<ContactField> field, Origin origin) {

        public Column {
            Objects.requireNonNull(header, "header");
            Objects.requireNonNull(field, "field");
            field.ifPresent(ColumnMapping::checkImportable);
        }

        public boolean ignored() {
            return field.isEmpty();
        }
    }

    private final List<Column> columns;

    private ColumnMapping(List<Column> columns) {
        this.columns = List.copyOf(columns);
    }

    /** The mapping the headers suggest by themselves, with no manual step. */
    public static ColumnMapping suggested(List<String> headers) {
        List<Column> columns = new ArrayList<>();
        Set<ContactField> taken = EnumSet.noneOf(ContactField.class);
        for (int i = 0; i < headers.size(); i++) {
            String header = headers.get(i);
            Optional<ContactField> named = HeaderNames.fieldOf(header);
            Origin origin = Origin.HEADER;
            if (named.isPresent() && !IMPORTABLE.contains(named.get())) {
                origin = Origin.SET_BY_SERVICE;
                named = Optional.empty();
            } else if (named.isPresent() && !taken.add(named.get())) {
                origin = Origin.FIELD_TAKEN;
                named = Optional.empty();
            }
            columns.add(new Column(i, header, named, origin));
        }
        return new ColumnMapping(columns);
    }

    /** A mapping of the fields given, column by column: what MappingMemory restores. */
    static ColumnMapping of(List<String> headers, List<Optional<ContactField>> fields, Origin origin) {
        if (headers.size() != fields.size()) {
            throw new IllegalArgumentException(headers.size() + " headers, " + fields.size() + " fields");
        }
        List<Column> columns = new ArrayList<>();
        for (int i = 0; i < headers.size(); i++) {
            columns.add(new Column(i, headers.get(i), fields.get(i), origin));
        }
        ColumnMapping mapping = new ColumnMapping(columns);
        mapping.checkOneColumnAField();
        return mapping;
    }

    /**
     * This mapping with column {@code index} going into {@code field} (empty: ignored). A column that
     * had the field before is ignored now: a field takes one column.
     */
    public ColumnMapping with(int index, Optional<ContactField> field) {
        Objects.checkIndex(index, columns.size());
        field.ifPresent(ColumnMapping::checkImportable);
        List<Column> changed = new ArrayList<>(columns.size());
        for (Column column : columns) {
            if (column.index() == index) {
                changed.add(new Column(index, column.header(), field, Origin.CHOSEN));
            } else if (field.isPresent() && column.field().equals(field)) {
                changed.add(new Column(column.index(), column.header(), Optional.empty(), Origin.CHOSEN));
            } else {
                changed.add(column);
            }
        }
        return new ColumnMapping(changed);
    }

    public List<Column> columns() {
        return columns;
    }

    public List<String> headers() {
        return columns.stream().map(Column::header).toList();
    }

    /** The column {@code field} comes from, if any. */
    public Optional<Column> columnOf(ContactField field) {
        return columns.stream().filter(column -> column.field().equals(Optional.of(field))).findFirst();
    }

    /** The first column of that header, compared as headers are (HeaderNames.key). */
    public Optional<Column> columnNamed(String header) {
        String key = HeaderNames.key(header);
        return columns.stream().filter(column -> column.header().equals(header)).findFirst()
                .or(() -> columns.stream().filter(column -> HeaderNames.key(column.header()).equals(key)).findFirst());
    }

    /** Whether a column holds the addresses: without one there is nothing to import. */
    public boolean hasAddress() {
        return columnOf(ContactField.EMAIL_ADDRESS).isPresent();
    }

    /** Whether any column was mapped by the person rather than by its header. */
    public boolean chosen() {
        return columns.stream().anyMatch(column -> column.origin() == Origin.CHOSEN);
    }

    /** The data key a field sets, for the eight that {@code data} takes. */
    static Optional<DataKey> dataKey(ContactField field) {
        return DataKey.of(field.specName());
    }

    private static void checkImportable(ContactField field) {
        if (!IMPORTABLE.contains(field)) {
            throw new IllegalArgumentException(field.specName() + " is set by the service; a file cannot give it");
        }
    }

    private void checkOneColumnAField() {
        Set<ContactField> taken = EnumSet.noneOf(ContactField.class);
        for (Column column : columns) {
            if (column.field().isPresent() && !taken.add(column.field().get())) {
                throw new IllegalArgumentException(column.field().get().specName() + " is mapped from two columns");
            }
        }
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof ColumnMapping mapping && mapping.columns.equals(columns);
    }

    @Override
    public int hashCode() {
        return columns.hashCode();
    }

    @Override
    public String toString() {
        return columns.toString();
    }
}
