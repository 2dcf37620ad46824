package io.mailroom.service.profiles;

/** The operating system's settings store failed; what was being saved is not lost by the caller. */
public final class ProfileStoreException extends RuntimeException {

    ProfileStoreException(String message, Throwable cause) {
        super(message, cause);
    }
}
