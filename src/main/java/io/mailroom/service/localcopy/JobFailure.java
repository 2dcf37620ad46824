package io.mailroom.service.localcopy;

/** A row of a job the service did not accept, with what was said about it. */
public record JobFailure(long line, String address, String message) {
}
