package io.wirebench.codecs.zerocopy;

import io.wirebench.testkit.CodecContract;

/**
 * Every codec of this module passes the codec contract; capnproto, unavailable here, is skipped
 * pair by pair with its reason (and {@link CapnProtoCodecTest} pins that reason).
 */
class ZeroCopyCodecsTest extends CodecContract {}
