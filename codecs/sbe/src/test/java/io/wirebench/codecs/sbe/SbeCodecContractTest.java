package io.wirebench.codecs.sbe;

import io.wirebench.testkit.CodecContract;

/** The SBE codec passes the codec contract on every data set it models. */
class SbeCodecContractTest extends CodecContract {}
