package io.mailroom.service.profiles;

/** A request about profiles that cannot be met as asked, in words for the person who asked. */
public class ProfileException extends RuntimeException {

    ProfileException(String message) {
        super(message, null, false, false);
    }
}
