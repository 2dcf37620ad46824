package io.mailroom.service.localcopy;

/** A value of a field and how many of the contacts asked about hold it; an empty value means blank. */
public record ValueCount(String value, long count) {
}
