package io.mailroom.api;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;

/**
 * An API key. Its text leaves this object only through {@link #reveal()}, which the
 * request builder and the keychain call; {@code toString} is always masked.
 */
public final class ApiKey {

    private final String secret;

    private ApiKey(String secret) {
        this.secret = secret;
    }

    public static ApiKey of(String secret) {
        if (secret == null || secret.isBlank()) {
            throw new InvalidInputException("apiKey", InputRule.REQUIRED);
        }
        String key = secret.strip();
        if (key.chars().anyMatch(c -> c < 0x21 || c > 0x7e)) {
            throw new InvalidInputException("apiKey", InputRule.KEY_CHARACTERS);
        }
        return new ApiKey(key);
    }

    public String reveal() {
        return secret;
    }

    /** A one-way fingerprint: lets a rate limiter be shared per key without holding the key. */
    public String fingerprint() {
        try {
            byte[] hash = MessageDigest.getInstance("SHA-256").digest(secret.getBytes(StandardCharsets.UTF_8));
            return HexFormat.of().formatHex(hash, 0, 12);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is part of every Java runtime", e);
        }
    }

    /** Replaces every occurrence of the key in a text, for anything that may be shown or logged. */
    public String redact(String text) {
        return text == null ? null : text.replace(secret, "••••");
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof ApiKey key && MessageDigest.isEqual(
                key.secret.getBytes(StandardCharsets.UTF_8), secret.getBytes(StandardCharsets.UTF_8));
    }

    @Override
    public int hashCode() {
        return fingerprint().hashCode();
    }

    @Override
    public String toString() {
        return "ApiKey[••••]";
    }
}
