package io.mailroom.ui.contacts;

import io.mailroom.service.localcopy.Filter;
import io.mailroom.ui.common.Formats;
import io.mailroom.ui.common.Messages;
import java.math.BigDecimal;
import java.time.LocalDate;
import java.time.Month;
import java.time.format.TextStyle;
import java.util.Locale;

/**
 * A filter in the person's words: the kinds the picker offers, and what a chip says ("Status:
 * Confirmed", "VIP 2–4", "Birthday in March", "Registered 1 Mar 2026 – 31 Mar 2026"). Dates are
 * whole UTC days (docs/decisions/051-filter-semantics.md), shown as {@link Formats} shows a day.
 */
final class FilterWords {

    private FilterWords() {
    }

    /** The kind as the picker lists it: "Status", "VIP level", "Birthday month". */
    static String kind(Filter.Kind kind) {
        return switch (kind) {
            case STATUS -> Messages.text("contacts.filter.kind.status");
            case LANGUAGE -> Messages.text("contacts.filter.kind.language");
            case VIP -> Messages.text("contacts.filter.kind.vip");
            case COMPANY -> Messages.text("contacts.filter.kind.company");
            case BIRTHDAY -> Messages.text("contacts.filter.kind.birthday");
            case REGISTERED -> Messages.text("contacts.filter.kind.registered");
            case LAST_ACTIVE -> Messages.text("contacts.filter.kind.lastActive");
            case SOURCE -> Messages.text("contacts.filter.kind.source");
            case AMOUNT -> Messages.text("contacts.filter.kind.amount");
        };
    }

    /** What the chip of {@code filter} says. */
    static String chip(Filter filter) {
        return switch (filter) {
            case Filter.StatusIs status -> Messages.text("contacts.filter.chip.status", StatusWords.of(status.status()));
            case Filter.LanguageIs language -> Messages.text("contacts.filter.chip.language", language.language());
            case Filter.CompanyIs company -> Messages.text("contacts.filter.chip.company", company.company());
            case Filter.SourceIs source -> Messages.text("contacts.filter.chip.source", source.source());
            case Filter.VipBetween vip -> vip(vip.min(), vip.max());
            case Filter.BirthdayIn birthday -> Messages.text("contacts.filter.chip.birthday",
                    birthday.month().getDisplayName(TextStyle.FULL, Messages.locale()));
            case Filter.RegisteredBetween registered -> registered(registered.from(), registered.to());
            case Filter.LastActiveBetween active -> lastActive(active.from(), active.to());
            case Filter.AmountPresent amount -> amount.present()
                    ? Messages.text("contacts.filter.chip.amountPresent") : Messages.text("contacts.filter.chip.amountAbsent");
        };
    }

    /** What the chip's remove button says to a screen reader and in its tooltip. */
    static String remove(Filter filter) {
        return Messages.text("contacts.filter.remove", chip(filter));
    }

    /** A month as a list offers it, on its own and capitalised ("März", "Mars"). */
    static String month(Month month) {
        String name = month.getDisplayName(TextStyle.FULL_STANDALONE, Messages.locale());
        return name.substring(0, 1).toUpperCase(Messages.locale()) + name.substring(1);
    }

    /** A language code as the picker offers it: with the name of the language when Java knows it ("de – German"). */
    static String language(String code) {
        Locale language = Locale.forLanguageTag(code);
        // Java names a language it does not know by its code: that adds nothing to the code itself.
        boolean known = !language.getLanguage().isEmpty()
                && !language.getDisplayLanguage(Messages.locale()).equalsIgnoreCase(language.getLanguage());
        return known ? Messages.text("contacts.filter.language.named", code, language.getDisplayName(Messages.locale())) : code;
    }

    private static String vip(BigDecimal min, BigDecimal max) {
        if (min == null) {
            return Messages.text("contacts.filter.chip.vipAtMost", max);
        }
        if (max == null) {
            return Messages.text("contacts.filter.chip.vipAtLeast", min);
        }
        return min.compareTo(max) == 0 ? Messages.text("contacts.filter.chip.vipIs", min)
                : Messages.text("contacts.filter.chip.vipBetween", min, max);
    }

    private static String registered(LocalDate from, LocalDate to) {
        if (from == null) {
            return Messages.text("contacts.filter.chip.registeredUntil", Formats.date(to));
        }
        if (to == null) {
            return Messages.text("contacts.filter.chip.registeredSince", Formats.date(from));
        }
        return from.equals(to) ? Messages.text("contacts.filter.chip.registeredOn", Formats.date(from))
                : Messages.text("contacts.filter.chip.registeredBetween", Formats.date(from), Formats.date(to));
    }

    private static String lastActive(LocalDate from, LocalDate to) {
        if (from == null) {
            return Messages.text("contacts.filter.chip.lastActiveUntil", Formats.date(to));
        }
        if (to == null) {
            return Messages.text("contacts.filter.chip.lastActiveSince", Formats.date(from));
        }
        return from.equals(to) ? Messages.text("contacts.filter.chip.lastActiveOn", Formats.date(from))
                : Messages.text("contacts.filter.chip.lastActiveBetween", Formats.date(from), Formats.date(to));
    }
}
