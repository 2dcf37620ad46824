package io.mailroom.sandbox;

import java.nio.file.Path;
import java.util.List;

/**
 * How to run a {@link SandboxServer}.
 *
 * @param port            the loopback port; 0 picks a free one
 * @param apiKey          the one API key the sandbox accepts as a bearer token
 * @param rateLimit       accepted requests per API key in any one-second window
 * @param seedContacts    how many generated contacts to start with when nothing is loaded from {@code persistFile}
 * @param randomSeed      makes the generated contacts reproducible
 * @param persistFile     where contacts are kept across restarts; null keeps them in memory only
 * @param verifiedSenders the sender addresses {@code POST /v1/send} accepts; empty accepts any valid address
 */
public record SandboxOptions(
        int port,
        String apiKey,
        int rateLimit,
        int seedContacts,
        long randomSeed,
        Path persistFile,
        List<String> verifiedSenders) {

    public SandboxOptions {
        if (port < 0 || port > 65_535) {
            throw new IllegalArgumentException("port must be 0 (any free port) to 65535, was " + port);
        }
        if (apiKey == null || apiKey.isBlank() || apiKey.chars().anyMatch(Character::isWhitespace)) {
            throw new IllegalArgumentException("apiKey must be a non-blank token without spaces");
        }
        if (rateLimit < 1) {
            throw new IllegalArgumentException("rateLimit must be 1 or more, was " + rateLimit);
        }
        if (seedContacts < 0) {
            throw new IllegalArgumentException("seedContacts must be 0 or more, was " + seedContacts);
        }
        verifiedSenders = verifiedSenders == null ? List.of() : List.copyOf(verifiedSenders);
    }

    public static SandboxOptions defaults() {
        return new SandboxOptions(0, "sandbox-key", 5, 1000, 42L, null,
                List.of("support@mailroom.example", "news@mailroom.example"));
    }

    public SandboxOptions withPort(int port) {
        return new SandboxOptions(port, apiKey, rateLimit, seedContacts, randomSeed, persistFile, verifiedSenders);
    }

    public SandboxOptions withApiKey(String apiKey) {
        return new SandboxOptions(port, apiKey, rateLimit, seedContacts, randomSeed, persistFile, verifiedSenders);
    }

    public SandboxOptions withRateLimit(int rateLimit) {
        return new SandboxOptions(port, apiKey, rateLimit, seedContacts, randomSeed, persistFile, verifiedSenders);
    }

    public SandboxOptions withSeedContacts(int seedContacts) {
        return new SandboxOptions(port, apiKey, rateLimit, seedContacts, randomSeed, persistFile, verifiedSenders);
    }

    public SandboxOptions withRandomSeed(long randomSeed) {
        return new SandboxOptions(port, apiKey, rateLimit, seedContacts, randomSeed, persistFile, verifiedSenders);
    }

    public SandboxOptions withPersistFile(Path persistFile) {
        return new SandboxOptions(port, apiKey, rateLimit, seedContacts, randomSeed, persistFile, verifiedSenders);
    }

    public SandboxOptions withVerifiedSenders(List<String> verifiedSenders) {
        return new SandboxOptions(port, apiKey, rateLimit, seedContacts, randomSeed, persistFile, verifiedSenders);
    }

    /** Masks the key: options end up in logs and test reports, keys must not (docs/decisions/013-where-the-key-lives.md). */
    @Override
    public String toString() {
        return "SandboxOptions[port=" + port + ", apiKey=***, rateLimit=" + rateLimit + ", seedContacts=" + seedContacts
                + ", randomSeed=" + randomSeed + ", persistFile=" + persistFile + ", verifiedSenders=" + verifiedSenders + "]";
    }
}
