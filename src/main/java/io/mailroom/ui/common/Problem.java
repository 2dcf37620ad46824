package io.mailroom.ui.common;

import io.mailroom.api.ApiException;
import io.mailroom.api.CredentialsRejectedException;
import io.mailroom.api.InvalidInputException;
import io.mailroom.api.MalformedResponseException;
import io.mailroom.api.RateLimitedException;
import io.mailroom.api.SendOutcomeUnknownException;
import io.mailroom.api.ServiceRefusedException;
import io.mailroom.api.TransportException;
import io.mailroom.service.compose.LocalDataException;
import io.mailroom.service.profiles.InvalidProfileException;
import io.mailroom.service.profiles.MissingKeyException;
import io.mailroom.service.profiles.ProfileException;
import io.mailroom.service.profiles.ProfileStoreException;
import io.mailroom.service.secrets.SecretStoreException;
import java.util.Optional;
import java.util.concurrent.CancellationException;

/**
 * A failure in words for a person: a short title, the detail (the service's message with its
 * code and requestId, as the client words it) and the requestId to copy for support. The one
 * mapping from an exception to what the UI shows. {@code remedy} is what the person can do about it.
 * Shown in place by {@link ProblemView} and in a modal by {@link DialogService#problem}.
 */
public record Problem(String title, String detail, Optional<String> requestId, Optional<String> remedy) {

    public Problem(String title, String detail, Optional<String> requestId) {
        this(title, detail, requestId, Optional.empty());
    }

    public static Problem of(Throwable failure) {
        String detail = failure.getMessage() == null ? failure.getClass().getSimpleName() : failure.getMessage();
        Optional<String> requestId = failure instanceof ApiException api ? api.requestId() : Optional.empty();
        return new Problem(title(failure), detail, requestId);
    }

    private static String title(Throwable failure) {
        return switch (failure) {
            case InvalidInputException ignored -> "Check the input";
            case CredentialsRejectedException ignored -> "The API key was rejected";
            case RateLimitedException ignored -> "The service is rate limiting this key";
            case ServiceRefusedException refused when refused.contradictory() -> "The service's answer contradicts itself";
            case ServiceRefusedException ignored -> "The service refused the request";
            case MalformedResponseException ignored -> "The service's answer could not be read";
            case TransportException ignored -> "The service could not be reached";
            case SendOutcomeUnknownException ignored -> "The email may have been sent";
            case MissingKeyException ignored -> "No API key for this profile";
            case InvalidProfileException ignored -> "Check the profile";
            case ProfileException ignored -> "Not possible";
            case SecretStoreException ignored -> "The keychain failed";
            case ProfileStoreException ignored -> "The settings could not be saved";
            case LocalDataException ignored -> "A file of Mailroom's could not be read or written";
            case CancellationException ignored -> "Not sent";
            default -> "Something went wrong";
        };
    }

    /** The detail, and the requestId when the detail does not already carry it. */
    public String text() {
        return requestId.filter(id -> !detail.contains(id)).map(id -> detail + " (requestId " + id + ")").orElse(detail);
    }
}
