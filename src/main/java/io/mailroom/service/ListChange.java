package io.mailroom.service;

/** What a sweep of the whole list saw change under it, so that it was read again from page 1. */
public sealed interface ListChange {

    /** The total the service reports went from {@code from} to {@code to} when page {@code page} was read. */
    record TotalChanged(long from, long to, int page) implements ListChange {

        @Override
        public String english() {
            return "the total went from " + from + " to " + to + " at page " + page;
        }
    }

    /** {@code address} came on page {@code firstPage} and again on page {@code page}. */
    record SeenTwice(String address, int firstPage, int page) implements ListChange {

        @Override
        public String english() {
            return address + " came on page " + firstPage + " and again on page " + page;
        }
    }

    /**
     * Every page was read and none reported another total, yet they held {@code read} contacts where
     * page 1 listed {@code total}: rows moved between pages as they were read (a delete and an add).
     */
    record CountDiffers(long total, long read) implements ListChange {

        @Override
        public String english() {
            return "the pages held " + read + " contacts where the total was " + total;
        }
    }

    /** "the total went from 60 to 59 at page 2", as the command line says it. */
    String english();
}
