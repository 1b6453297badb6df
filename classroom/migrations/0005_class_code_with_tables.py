from django.db import migrations, models


class Migration(migrations.Migration):

    dependencies = [
        ("classroom", "0004_livesession_screen_hash"),
    ]

    operations = [
        migrations.AlterField(
            model_name="livesession",
            name="class_code",
            field=models.CharField(max_length=400),
        ),
    ]
