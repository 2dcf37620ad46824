package io.mailroom.api;

import com.fasterxml.jackson.annotation.JsonValue;
import com.fasterxml.jackson.databind.JsonNode;
import java.math.BigDecimal;
import java.util.Comparator;
import java.util.Objects;
import java.util.Optional;

/**
 * A contact's VIP level exactly as the service sent it (docs/decisions/014-vip-level-read-as-sent.md,
 * 015-vip-level-not-a-number.md). The spec types it as a number and says no more: a JSON number of any form
 * (3, 2.5, 1e3) and a string ("3", "2.5") are both read, keep the text they came as, and go
 * back out the same way. Text that is no number ("gold") is kept and shown too; it simply has
 * no {@link #number()}.
 *
 * @param text   the value as sent: a string's own text, or the number as written
 * @param quoted whether it came as a JSON string rather than a JSON number
 */
public record VipLevel(String text, boolean quoted) {

    /** Numbers in their order, then text that is no number in its own order. */
    public static final Comparator<VipLevel> ORDER = Comparator
            .comparing((VipLevel level) -> level.number().orElse(null), Comparator.nullsLast(Comparator.naturalOrder()))
            .thenComparing(VipLevel::text);

    public VipLevel {
        Objects.requireNonNull(text, "text");
        if (!quoted && numberOf(text) == null) {
            throw new IllegalArgumentException("not a number: " + text);
        }
    }

    public static VipLevel of(long level) {
        return new VipLevel(Long.toString(level), false);
    }

    /**
     * A level given as text, as {@code data} carries it: a number when it reads as one (the
     * spec's type), else the text itself; blank means none.
     */
    public static VipLevel fromText(String text) {
        if (text == null || text.isBlank()) {
            return null;
        }
        return new VipLevel(text, numberOf(text) == null);
    }

    /** What a list sent: any number or text is kept; null, a missing field or blank text means none. */
    static VipLevel read(JsonNode node) {
        if (node == null || node.isNull() || node.isMissingNode()) {
            return null;
        }
        if (node.isNumber()) {
            // A number node keeps its digits and scale exactly (Json reads decimals as BigDecimal).
            return new VipLevel(node.isIntegralNumber() ? node.bigIntegerValue().toString() : node.decimalValue().toString(), false);
        }
        String text = node.isTextual() ? node.textValue() : node.toString();
        return text.isBlank() ? null : new VipLevel(text, true);
    }

    /** The level as a number, when the text reads as one ("2.5", " 3 ", "1e3"). */
    public Optional<BigDecimal> number() {
        return Optional.ofNullable(numberOf(text));
    }

    /** On the wire as it came: a JSON number, or a string. */
    @JsonValue
    Object wire() {
        return quoted ? text : new BigDecimal(text.strip());
    }

    @Override
    public String toString() {
        return text;
    }

    private static BigDecimal numberOf(String text) {
        // BigDecimal keeps "1e999999999" as digits and a scale: reading it costs nothing.
        try {
            return new BigDecimal(text.strip());
        } catch (NumberFormatException e) {
            return null;
        }
    }
}
