package io.mailroom.service.localcopy;

import io.mailroom.api.ContactStatus;
import java.math.BigDecimal;
import java.time.LocalDate;
import java.time.Month;
import java.time.format.DateTimeParseException;
import java.util.Arrays;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;

/**
 * One condition on a contact's field, as a person sets it with a chip or {@code --where FIELD=VALUE}.
 * A query's filters on one field are OR-ed, those on different fields AND-ed; date ranges are whole
 * days in UTC, both ends included (docs/decisions/051-filter-semantics.md). {@link #text()} gives the
 * {@code FIELD=VALUE} form and {@link #parse(String)} reads it back.
 */
public sealed interface Filter {

    /** The nine kinds of filter: the name each has before {@code =}, and the field it tests. */
    enum Kind {
        STATUS("status", ContactField.STATUS, "status=Confirmed"),
        LANGUAGE("language", ContactField.LANGUAGE, "language=de"),
        VIP("vip", ContactField.VIP_LEVEL, "vip=2..5"),
        COMPANY("company", ContactField.COMPANY, "company=ACME"),
        BIRTHDAY("birthday", ContactField.BIRTHDAY, "birthday=12"),
        REGISTERED("registered", ContactField.REGISTER_DATE, "registered=2024-01-01..2024-06-30"),
        LAST_ACTIVE("lastActive", ContactField.LAST_ACTIVE_TIME, "lastActive=2025-01-01.."),
        SOURCE("source", ContactField.SOURCE, "source=api"),
        AMOUNT("amount", ContactField.AMOUNT, "amount=present");

        private final String key;
        private final ContactField field;
        private final String example;

        Kind(String key, ContactField field, String example) {
            this.key = key;
            this.field = field;
            this.example = example;
        }

        /** The name before {@code =}: {@code vip}, {@code lastActive}. */
        public String key() {
            return key;
        }

        public ContactField field() {
            return field;
        }

        /** A filter of this kind as it is typed. */
        public String example() {
            return example;
        }

        /** The kind named {@code name}, by its key or its field's spec name, ignoring case. */
        static Optional<Kind> named(String name) {
            return Arrays.stream(values())
                    .filter(kind -> kind.key.equalsIgnoreCase(name) || kind.field.specName().equalsIgnoreCase(name))
                    .findFirst();
        }
    }

    Kind kind();

    /** What the filter holds, as typed after {@code =}: {@code Confirmed}, {@code 2..5}, {@code december}, {@code present}. */
    String value();

    /** The {@code FIELD=VALUE} form, which {@link #parse(String)} reads back as an equal filter. */
    default String text() {
        return kind().key() + "=" + value();
    }

    /**
     * Reads a filter in its {@code FIELD=VALUE} form: {@code status=Confirmed}, {@code language=de},
     * {@code vip=2..5} (also {@code 3..}, {@code ..2}, {@code 3}), {@code company=ACME},
     * {@code birthday=12} (or {@code december}, {@code dec}), {@code registered=2024-01-01..2024-06-30}
     * (also open-ended, or one day), {@code lastActive=2025-01-01..}, {@code source=api},
     * {@code amount=present} or {@code absent}. The field's name may also be the spec's
     * ({@code vipLevel}, {@code registerDate}, {@code lastActiveTime}), in any case.
     *
     * @throws FilterException saying what is wrong and what would be right
     */
    static Filter parse(String text) {
        String input = text == null ? "" : text;
        int equals = input.indexOf('=');
        if (equals < 0) {
            throw new FilterException(input, null, FilterException.Problem.NOT_FIELD_EQUALS_VALUE);
        }
        Kind kind = Kind.named(input.substring(0, equals).strip())
                .orElseThrow(() -> new FilterException(input, null, FilterException.Problem.UNKNOWN_FIELD));
        String value = input.substring(equals + 1).strip();
        if (value.isEmpty()) {
            throw new FilterException(input, kind, FilterException.Problem.NO_VALUE);
        }
        return switch (kind) {
            case STATUS -> new StatusIs(value);
            case LANGUAGE -> new LanguageIs(value);
            case COMPANY -> new CompanyIs(value);
            case SOURCE -> new SourceIs(value);
            case VIP -> {
                FilterRange<BigDecimal> range = FilterRange.parse(input, kind, value, Filter::number, FilterException.Problem.NOT_A_NUMBER);
                yield new VipBetween(range.from(), range.to());
            }
            case BIRTHDAY -> new BirthdayIn(month(value)
                    .orElseThrow(() -> new FilterException(input, kind, FilterException.Problem.NOT_A_MONTH)));
            case REGISTERED -> {
                FilterRange<LocalDate> range = FilterRange.parse(input, kind, value, Filter::day, FilterException.Problem.NOT_A_DATE);
                yield new RegisteredBetween(range.from(), range.to());
            }
            case LAST_ACTIVE -> {
                FilterRange<LocalDate> range = FilterRange.parse(input, kind, value, Filter::day, FilterException.Problem.NOT_A_DATE);
                yield new LastActiveBetween(range.from(), range.to());
            }
            case AMOUNT -> switch (value.toLowerCase(Locale.ROOT)) {
                case "present" -> new AmountPresent(true);
                case "absent" -> new AmountPresent(false);
                default -> throw new FilterException(input, kind, FilterException.Problem.NOT_PRESENT_OR_ABSENT);
            };
        };
    }

    /** Contacts whose status is this one, ignoring case; one of the spec's two is spelt as the spec does. */
    record StatusIs(String status) implements Filter {
        public StatusIs {
            String value = required(status, "status");
            status = ContactStatus.parse(value).map(Enum::name).orElse(value);
        }

        @Override
        public Kind kind() {
            return Kind.STATUS;
        }

        @Override
        public String value() {
            return status;
        }
    }

    /** Contacts of this language, ignoring case. */
    record LanguageIs(String language) implements Filter {
        public LanguageIs {
            language = required(language, "language");
        }

        @Override
        public Kind kind() {
            return Kind.LANGUAGE;
        }

        @Override
        public String value() {
            return language;
        }
    }

    /** Contacts whose VIP level reads as a number from {@code min} to {@code max}, both included; either end may be open (null). */
    record VipBetween(BigDecimal min, BigDecimal max) implements Filter {
        public VipBetween {
            FilterRange.check(min, max);
        }

        @Override
        public Kind kind() {
            return Kind.VIP;
        }

        @Override
        public String value() {
            return FilterRange.text(min, max, BigDecimal::toString);
        }
    }

    /** Contacts of this company, ignoring case and accents. */
    record CompanyIs(String company) implements Filter {
        public CompanyIs {
            company = required(company, "company");
        }

        @Override
        public Kind kind() {
            return Kind.COMPANY;
        }

        @Override
        public String value() {
            return company;
        }
    }

    /** Contacts whose birthday, read as a day of the year, falls in this month. */
    record BirthdayIn(Month month) implements Filter {
        public BirthdayIn {
            Objects.requireNonNull(month, "month");
        }

        @Override
        public Kind kind() {
            return Kind.BIRTHDAY;
        }

        @Override
        public String value() {
            return month.name().toLowerCase(Locale.ROOT);
        }
    }

    /** Contacts registered on a day from {@code from} to {@code to} (UTC days, both included); either end may be open (null). */
    record RegisteredBetween(LocalDate from, LocalDate to) implements Filter {
        public RegisteredBetween {
            FilterRange.check(from, to);
        }

        @Override
        public Kind kind() {
            return Kind.REGISTERED;
        }

        @Override
        public String value() {
            return FilterRange.text(from, to, LocalDate::toString);
        }
    }

    /** Contacts last active on a day from {@code from} to {@code to} (UTC days, both included); either end may be open (null). */
    record LastActiveBetween(LocalDate from, LocalDate to) implements Filter {
        public LastActiveBetween {
            FilterRange.check(from, to);
        }

        @Override
        public Kind kind() {
            return Kind.LAST_ACTIVE;
        }

        @Override
        public String value() {
            return FilterRange.text(from, to, LocalDate::toString);
        }
    }

    /** Contacts of this source, ignoring case. */
    record SourceIs(String source) implements Filter {
        public SourceIs {
            source = required(source, "source");
        }

        @Override
        public Kind kind() {
            return Kind.SOURCE;
        }

        @Override
        public String value() {
            return source;
        }
    }

    /** Contacts with an amount (anything but blank) when {@code present}, else those without. */
    record AmountPresent(boolean present) implements Filter {
        @Override
        public Kind kind() {
            return Kind.AMOUNT;
        }

        @Override
        public String value() {
            return present ? "present" : "absent";
        }
    }

    private static String required(String value, String name) {
        if (value == null || value.isBlank()) {
            throw new IllegalArgumentException(name + " must not be blank");
        }
        return value.strip();
    }

    private static BigDecimal number(String text) {
        try {
            return new BigDecimal(text);
        } catch (NumberFormatException e) {
            return null;
        }
    }

    /** Days as {@code YYYY-MM-DD}, years of four digits, impossible days refused. */
    private static LocalDate day(String text) {
        try {
            return LocalDate.parse(text, FilterRange.DAY);
        } catch (DateTimeParseException e) {
            return null;
        }
    }

    /** 1 to 12, or a month's English name or its first three letters, in any case. */
    private static Optional<Month> month(String text) {
        if (text.chars().allMatch(Character::isDigit) && text.length() <= 2) {
            int number = Integer.parseInt(text);
            return number >= 1 && number <= 12 ? Optional.of(Month.of(number)) : Optional.empty();
        }
        String name = text.toUpperCase(Locale.ROOT);
        return Arrays.stream(Month.values())
                .filter(month -> month.name().equals(name) || name.length() == 3 && month.name().startsWith(name))
                .findFirst();
    }
}
