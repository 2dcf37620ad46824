package io.mailroom.ui.common;

import java.util.Optional;

/**
 * A failure in words for a person: a short title, the detail (what happened, with the service's
 * own message and code) and the requestId to copy for support. {@code remedy} is what the person
 * can do about it.
 * Shown in place by {@code ui.fx.ProblemView} and in a modal by {@link DialogService#problem}.
 */
public record Problem(String title, String detail, Optional<String> requestId, Optional<String> remedy) {

    public Problem(String title, String detail, Optional<String> requestId) {
        this(title, detail, requestId, Optional.empty());
    }

    /** The failure in the person's language, from the data it carries ({@link ProblemWords}). */
    public static Problem of(Throwable failure) {
        return ProblemWords.of(failure);
    }

    /** The detail, and the requestId when the detail does not already carry it. */
    public String text() {
        return requestId.filter(id -> !detail.contains(id)).map(id -> detail + " (requestId " + id + ")").orElse(detail);
    }
}
