package io.mailroom.api;

/** The send payload of spec 2.2; build it with {@link InputRules#email} to validate it first. */
public record Email(String from, String to, String subject, String body) {
}
