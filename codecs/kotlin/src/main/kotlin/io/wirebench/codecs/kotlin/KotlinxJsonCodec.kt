package io.wirebench.codecs.kotlin

import io.wirebench.core.Binding
import io.wirebench.core.BindingStyle
import io.wirebench.core.Codec
import io.wirebench.core.CodecInfo
import io.wirebench.core.DataSet
import io.wirebench.core.Family
import java.io.InputStream
import java.io.OutputStream
import kotlinx.serialization.ExperimentalSerializationApi
import kotlinx.serialization.json.Json
import kotlinx.serialization.json.decodeFromStream
import kotlinx.serialization.json.encodeToStream

/**
 * kotlinx.serialization JSON, binding Kotlin data classes through the serializers its compiler
 * plugin generates. Its guide: store a configured `Json` instance and reuse it (an instance caches
 * what it learns about the classes it serializes). Ours is
 * `Json { }` with the defaults spelled out: no pretty printing, `encodeDefaults = false` (a property
 * equal to its default is left out: here only the nullable titles and copyright, which default to
 * null, so a null is omitted rather than written), `explicitNulls = true` (a null without a
 * default would be written), `ignoreUnknownKeys = false`. Streams use the JVM stream extensions
 * `encodeToStream` / `decodeFromStream` (UTF-8, the library's own buffering), Strings
 * `encodeToString` / `decodeFromString`; kotlinx has no byte[], Writer, Reader or file call, so
 * those take the defaults over the stream and String paths.
 */
class KotlinxJsonCodec : Codec {
  private val info = CodecInfo.builder("kotlinx-json")
    .library("kotlinx.serialization JSON", Json::class.java, "org.jetbrains.kotlinx",
      "kotlinx-serialization-json-jvm")
    .text("JSON", "application/json", Family.JSON)
    .binding(BindingStyle.POJO)
    .config("one shared Json { } (defaults: no pretty print, encodeDefaults = false, " +
        "explicitNulls = true, ignoreUnknownKeys = false); plugin-generated serializers of Kotlin " +
        "data classes; encodeToStream/decodeFromStream, encodeToString/decodeFromString")
    .notes("binds Kotlin data classes converted from the Java model once at bind time; " +
        "null properties that default to null are omitted (encodeDefaults = false)")
    .refusesTrailingBytes()
    .build()

  /** The one `Json` of the process, made on first bind (lazy holder). */
  private object Shared {
    val JSON = Json {
      prettyPrint = false
      encodeDefaults = false
      explicitNulls = true
      ignoreUnknownKeys = false
    }
  }

  override fun info(): CodecInfo = info

  @OptIn(ExperimentalSerializationApi::class)
  override fun bind(dataSet: DataSet<*>): Binding<*> {
    val json = Shared.JSON
    return object : KotlinBinding(dataSet, KotlinModel.find(dataSet)) {
      override fun write(value: Any, out: OutputStream) =
        json.encodeToStream(serializer, value, out) // Json.encodeToStream(serializer, value, stream)

      override fun read(inp: InputStream): Any =
        json.decodeFromStream(serializer, inp) // Json.decodeFromStream(deserializer, stream)

      override fun writeString(value: Any): String = json.encodeToString(serializer, value)

      override fun readString(text: String): Any = json.decodeFromString(serializer, text)
    }
  }
}
