package org.acme

class MainActivity : AppCompatActivity() {
    override fun onCreate(savedInstanceState: Bundle?) {
        // R.color.acme_action_primary in a comment
        window.statusBarColor = ContextCompat.getColor(this, R.color.acme_layer_1)
        val text = colorResource(id = R.color.acme_text_primary)
        val accent = getColor(R.color.acmeGrey90)
        val said = "R.color.acme_action_primary"
        val system = getColor(android.R.color.white)
    }
}
